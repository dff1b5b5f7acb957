# -*- Python -*-
# The htam lit configuration. Features:
#   ptxas     - the CUDA toolkit's ptxas can assemble cubins
#   cuda-gpu  - an NVIDIA GPU and driver are usable (execution tests)
#   plugin    - the mlir-opt pass plugin was built
#   libcurl   - libcurl.so.4 can be opened (the llm proposer's HTTP client)
#   cxx       - a host C++ compiler (scripts/emulate-kernels.py; the GPU
#               machine may have none)
#   mpi       - Open MPI's mpirun and mpi4py (htam-bench run --mpi)
#   torch     - PyTorch imports in lit's Python (htam-import's tests)
#   mlir-runner - upstream mlir-opt and mlir-runner (htam-import's check
#               of functions htam-run --cpu-run cannot take)
import os
import shutil
import subprocess
import sys

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
config.substitutions.append(("%htam_obj_root", config.htam_obj_root))
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

# mpi: mpirun and an mpi4py that htam-bench can import (htam-bench run
# --mpi). OpenMPI refuses to run as root (CI does) unless told it may.
def have_mpi():
    bench = os.path.join(config.htam_tools_dir, "htam-bench")
    if not shutil.which("mpirun") or not os.path.exists(bench):
        return False
    # The tests use Open MPI's mpirun options (--oversubscribe); another MPI's
    # launcher (MPICH's, with a pip mpi4py) does not take them.
    try:
        version = subprocess.run(["mpirun", "--version"], capture_output=True,
                                 text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    if "Open MPI" not in version:
        return False
    try:
        return subprocess.run([bench, "mpi-check"], capture_output=True,
                              timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False

if have_mpi():
    config.available_features.add("mpi")
    config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    # Shared memory without the ptrace-based single copy, which a sandboxed
    # kernel may refuse (the ranks of a test are on one host).
    config.environment["OMPI_MCA_btl_vader_single_copy_mechanism"] = "none"
    # Only the transports one host needs (a sandbox may lack the others).
    config.environment["OMPI_MCA_btl"] = "self,vader,tcp"
    # The ranks start on this host, but Open MPI's launcher still wants its
    # remote agent to exist; without ssh or rsh (a container) name one that
    # does: it is never called for local ranks.
    if not (shutil.which("ssh") or shutil.which("rsh")):
        config.environment["OMPI_MCA_plm_rsh_agent"] = "false"
    # The machine's own Open MPI settings (OMPI_MCA_*) pass through.
    for key, value in os.environ.items():
        if key.startswith("OMPI_MCA_") and key not in config.environment:
            config.environment[key] = value

# mlir-runner: upstream mlir-opt and mlir-runner (htam-import's port check of
# functions htam-run --cpu-run cannot take: i64 arguments, 0-d results).
# The GPU machine's bundle has neither.
if all(os.path.exists(os.path.join(config.llvm_tools_dir, t))
       for t in ("mlir-opt", "mlir-runner")):
    config.available_features.add("mlir-runner")

# torch: PyTorch imports in lit's Python (htam-import and test/Import; Debian's
# python3-torch in CI). %htam-import runs the importer with that Python.
if subprocess.run([sys.executable, "-c", "import torch"], capture_output=True).returncode == 0:
    config.available_features.add("torch")
config.substitutions.append(
    ("%htam-import", sys.executable + " " + os.path.join(config.htam_tools_dir, "htam-import")))

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
