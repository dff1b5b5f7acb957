#!/usr/bin/env bash
# Installs every Debian package the htam build and tests need. Idempotent and
# fast when everything is present: apt is only touched for missing packages.
set -euo pipefail

packages=(
  cmake ninja-build ccache g++ pkg-config
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools lld-22
  zlib1g-dev libzstd-dev libcurl4-openssl-dev
  googletest libgtest-dev python3
  openmpi-bin libopenmpi-dev python3-mpi4py
  python3-torch python3-numpy
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: all packages present" >&2
fi

if [ ! -x /usr/local/cuda/bin/ptxas ]; then
  echo "setup: note: no CUDA toolkit at /usr/local/cuda; ptxas tests are unsupported" >&2
fi
