#!/usr/bin/env bash
# Runs one command twice at the same time, each with its own stdout file:
#   side-by-side.sh OUT1 OUT2 -- COMMAND [ARGS...]
# Fails when either run fails.
out1=$1
out2=$2
shift 3
"$@" > "$out1" &
first=$!
"$@" > "$out2"
second=$?
wait "$first"
exit $(( $? | second ))
