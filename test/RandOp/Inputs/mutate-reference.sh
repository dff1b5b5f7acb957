#!/usr/bin/env bash
# An htam-gen whose naive reference (tpl_static_shape_constants with
# reference=1, the kernel emulate-kernels.py compares every template with) is
# edited by the sed script $MUTATE_SED: check-randop's comparison of the
# reference with the CPU JIT of the task must catch it.
gen="$(command -v htam-gen)"
if [[ " $* " == *" tpl_static_shape_constants "* && " $* " == *" reference=1 "* ]]; then
  "$gen" "$@" | sed -E "$MUTATE_SED"
  exit "${PIPESTATUS[0]}"
fi
exec "$gen" "$@"
