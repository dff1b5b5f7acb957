#!/usr/bin/env bash
# An htam-gen whose tpl_pool_window interior test misses the windows' last
# taps (the test of the padding's far end at the second corner is dropped),
# for pool-emulate.test: the emulation must catch the kernel it produces.
gen="$(command -v htam-gen)"
if [[ " $* " == *" tpl_pool_window "* ]]; then
  "$gen" "$@" | sed -E 's/ && \(\(\(\(\(ow[0-9]+ \+ 0\) \+ 7\)\) - 4\) >= 0 && \(\(\(\(ow[0-9]+ \+ 0\) \+ 7\)\) - 4\) < 64\)//'
  exit "${PIPESTATUS[0]}"
fi
exec "$gen" "$@"
