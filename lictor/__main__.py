from lictor.resident.client import run

run()
