#!/usr/bin/env bash
# Runs on the GPU machine (no LLVM there) from the repository root, with
# bundle/htam-gpu-bundle.tar.xz made by scripts/pack-gpu-bundle.sh:
#   bash scripts/gpu-run.sh [lit options, e.g. --filter GPU]
# It unpacks the bundle, shows the GPU and that htam-opt needs no LLVM, runs
# the analysis and the upstream lowering to a cubin on the examples, then the
# lit suite with the GPU features on. Logs go to $OUT when it is set.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-/tmp/htam-gpu-out}
mkdir -p "$out"
work=/tmp/htam-gpu
rm -rf "$work" && mkdir -p "$work"
tar -C "$work" -xJf "$root/bundle/htam-gpu-bundle.tar.xz" || exit 1
bin=$work/htam/bin
export PATH=$bin:/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=$work/htam/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# cuDNN for the lib_cudnn_* steps (PyTorch's wheel, when installed).
source "$root/scripts/cudnn-env.sh"

echo "== device"
nvidia-smi -L || echo "nvidia-smi failed"
echo "== htam-opt's dynamic dependencies (no LLVM/MLIR expected)"
ldd "$bin/htam-opt"

status=0
echo "== htam-opt --htam-analyze on the examples"
for f in "$root"/examples/*.mlir; do
  htam-opt "$f" --htam-analyze | grep -E 'func.func' | tee -a "$out/analyze.txt" ||
    status=1
done

echo "== upstream lowering to a cubin (ptxas from the CUDA toolkit)"
htam-opt "$root/examples/swish.mlir" \
  --one-shot-bufferize=bufferize-function-boundaries \
  --convert-linalg-to-parallel-loops \
  --scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,256 \
  --gpu-map-parallel-loops --convert-parallel-loops-to-gpu \
  --gpu-kernel-outlining \
  --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=bin" \
  > "$out/swish-cubin.mlir" && grep -o 'gpu.binary @[a-z_]*' "$out/swish-cubin.mlir" || status=1

echo "== lit suite on the GPU machine"
obj=$work/obj
mkdir -p "$obj/test" "$obj/lib"
cat > "$obj/test/lit.site.cfg.py" <<CFG
config.llvm_tools_dir = "$bin"
config.mlir_obj_dir = "$obj"
config.htam_src_root = "$root"
config.htam_obj_root = "$obj"
config.htam_tools_dir = "$bin"
config.htam_lib_dir = "$obj/lib"
config.htam_cuda_path = "/usr/local/cuda"
config.htam_static = True
import lit.llvm
lit.llvm.initialize(lit_config, config)
lit_config.load_config(config, "$root/test/lit.cfg.py")
CFG
python3 -c "import sys; sys.path.insert(0, '$work/htam/lit'); \
from lit.main import main; main()" -sv "$@" "$obj/test" 2>&1 | tee "$out/lit.log"
[ "${PIPESTATUS[0]}" = 0 ] || status=1
exit $status
