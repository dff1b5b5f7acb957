# -*- Python -*-
# The htam lit configuration. Features:
#   ptxas     - the CUDA toolkit's ptxas can assemble cubins
#   cuda-gpu  - an NVIDIA GPU and driver are usable (execution tests)
#   plugin    - the mlir-opt pass plugin was built
#   libcurl   - libcurl.so.4 can be opened (the llm proposer's HTTP client)
#   cxx       - a host C++ compiler (scripts/emulate-kernels.py; the GPU
#               machine may have none)
import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config

config.name = "HTAM"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.htam_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%htam_src_root", config.htam_src_root))
config.substitutions.append(("%htam_lib_dir", config.htam_lib_dir))
config.substitutions.append(("%htam_tools_dir", config.htam_tools_dir))
config.substitutions.append(
    ("%mlir_opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))

# CUDA_VISIBLE_DEVICES: a GPU run of the suite on one GPU of a machine must
# stay there (a benchmark may be timing on the others).
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP",
                                     "CUDA_VISIBLE_DEVICES"])
llvm_config.use_default_substitutions()

tool_dirs = [config.htam_tools_dir, config.llvm_tools_dir]
tools = ["htam-opt"]
for extra in ["htam-mem", "htam-run", "htam-llm"]:
    if os.path.exists(os.path.join(config.htam_tools_dir, extra)):
        tools.append(extra)
# htam-bench (Python) is copied into the tools directory by the build.
if os.path.exists(os.path.join(config.htam_tools_dir, "htam-bench")):
    tools.append("htam-bench")
llvm_config.add_tool_substitutions(tools, tool_dirs)
llvm_config.with_environment("PATH", config.htam_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

if any(shutil.which(c) for c in ("c++", "g++", "clang++")):
    config.available_features.add("cxx")

# ptxas: from the CUDA toolkit, or on PATH.
ptxas = os.path.join(config.htam_cuda_path, "bin", "ptxas")
if not os.path.exists(ptxas):
    ptxas = shutil.which("ptxas")
if ptxas:
    config.available_features.add("ptxas")
    llvm_config.with_environment(
        "PATH", os.path.dirname(ptxas), append_path=True)

# libcurl: the llm proposer's HTTP client can open libcurl (htam opens it with
# dlopen at run time, as it does libcuda).
def have_libcurl():
    import ctypes
    for name in [os.environ.get("HTAM_CURL_LIB", ""), "libcurl.so.4",
                 "libcurl-gnutls.so.4"]:
        try:
            if name:
                ctypes.CDLL(name)
                return True
        except OSError:
            pass
    return False

if have_libcurl():
    config.available_features.add("libcurl")

# cuDNN (lib_cudnn_* steps): $HTAM_CUDNN_LIB as given, else PyTorch's
# nvidia-cudnn wheel when this Python has it (as scripts/cudnn-env.sh does);
# without either, cuDNN steps fail with "no cuDNN".
def cudnn_library():
    if os.environ.get("HTAM_CUDNN_LIB"):
        return os.environ["HTAM_CUDNN_LIB"]
    try:
        import nvidia.cudnn as wheel
        lib = os.path.join(list(wheel.__path__)[0], "lib", "libcudnn.so.9")
        return lib if os.path.exists(lib) else ""
    except Exception:
        return ""

if cudnn_library():
    config.environment["HTAM_CUDNN_LIB"] = cudnn_library()

# cuda-gpu: a driver that lists at least one GPU. HTAM_DISABLE_GPU_TESTS=1
# turns execution tests off even on a GPU machine.
def have_gpu():
    if os.environ.get("HTAM_DISABLE_GPU_TESTS") == "1":
        return False
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True,
                             timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout

if have_gpu():
    config.available_features.add("cuda-gpu")

plugin = os.path.join(config.htam_lib_dir, "HTAMPlugin.so")
if os.path.exists(plugin) and not config.htam_static:
    config.available_features.add("plugin")
    config.substitutions.append(("%htam_plugin", plugin))
