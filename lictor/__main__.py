from lictor.cli import run

run()
