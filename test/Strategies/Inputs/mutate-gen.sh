#!/usr/bin/env bash
# An htam-gen whose kernels (every template but the naive reference,
# tpl_static_shape_constants) are edited by the sed script $MUTATE_SED: the
# emulation tests plant bugs with it to show that they catch them.
gen="$(command -v htam-gen)"
if [[ " $* " != *" tpl_static_shape_constants "* && " $* " == *" --impl "* ]]; then
  "$gen" "$@" | sed -E "$MUTATE_SED"
  exit "${PIPESTATUS[0]}"
fi
exec "$gen" "$@"
