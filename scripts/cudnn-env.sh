# Sourced by the GPU scripts: points HTAM_CUDNN_LIB at cuDNN 9 from
# PyTorch's nvidia-cudnn-cu13 wheel (nvidia/cudnn/lib/libcudnn.so.9, which
# loads its sub-libraries from its own directory) for the lib_cudnn_* steps.
# Keeps a value already set; sets nothing, and never fails, when the wheel
# is not installed (cuDNN steps then report "no cuDNN").
if [ -z "${HTAM_CUDNN_LIB:-}" ]; then
  htam_cudnn_lib=$(python3 -c 'import os, nvidia.cudnn as m; print(os.path.join(list(m.__path__)[0], "lib", "libcudnn.so.9"))' 2>/dev/null) || htam_cudnn_lib=""
  if [ -n "$htam_cudnn_lib" ] && [ -f "$htam_cudnn_lib" ]; then
    export HTAM_CUDNN_LIB=$htam_cudnn_lib
  fi
  unset htam_cudnn_lib
fi
