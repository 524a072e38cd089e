from lictor.cli import main

main()
