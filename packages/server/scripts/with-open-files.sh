#!/bin/sh
# Runs a command with the open-file limit raised to the hard limit (as far as the system
# lets a process raise its own), so that the server can hold more connections; Node cannot
# raise it itself. The server prints the limit it got and the connections it allows.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
exec "$@"
