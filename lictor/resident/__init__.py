"""The resident lictor (issue 27): a process that has imported lictor once and forks a
worker for each short command, as Mercurial's ``chg`` and Gradle's daemon do.

A referee command at the end of a Full Game spent two thirds of its CPU importing and
building lictor's modules (benchmarks/cli_speed.py), the same work in every command of a
game. Here the console script (``client.py``) asks the resident server of this very
installation (``server.py``) to run the command: the server forks, the worker takes the
client's terminal or pipes (its standard input, output and error, passed over the socket),
its working folder, environment, umask and arguments, runs the command as a fresh process
would, and the server sends back its exit code. The client forwards Ctrl-C, Ctrl-\\, TERM
and HUP to it, stops it with Ctrl-Z and continues it with ``fg``; a client that is killed
takes its command with it.

What keeps it the same program as without it (``wire.py`` says what must match):

- **Only the short commands** (``referee`` but ``serve``, ``score``, ``resolve``), and not
  the hot-seat ``referee next`` at a terminal, which asks for hidden answers (a worker has
  no controlling terminal to hide them on).
- **Only the same installation and context**: the socket is named from, and the server
  checks, the client's Python, its flags and its whole ``sys.path``, and what a fork
  would not take from the client (namespaces, control group, user and groups, resource
  limits, niceness: a command in a sandbox has a server of its own, started inside it);
  the server leaves as soon as any of lictor's files or a site-packages folder changed,
  before it forks again.
- **Only with all three standard streams open**, and not as a background job reading its
  terminal (which the terminal would stop, and a worker's read would not).
- **Only this user**: the socket lives in a folder of this user's alone (mode 0700, owned
  by them, else no resident is used), and the server serves a connection only from a
  process of its own user id (``SO_PEERCRED``).
- **Nothing kept from one command to the next**: each command runs in a fork of the state
  the server had after importing, before any command; what a command changes dies with
  its worker. What importing left that depends on the environment (the user's key, the
  code cache's file) is forgotten in each worker, which reads it from its own.

``LICTOR_RESIDENT=0`` runs every command in its own process, as before. The server starts
itself at the first short command (which runs as before, alone) and leaves after
``IDLE`` seconds without one. Linux only (``SO_PEERCRED``); elsewhere every command runs
alone.
"""
