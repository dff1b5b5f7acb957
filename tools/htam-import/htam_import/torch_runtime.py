"""The runtime of a module written by `htam-import --emit-torch`: runs an
htam launch plan (htam-run's launch syntax, include/htam/Runtime/KernelSpec.h)
on PyTorch's CUDA tensors. htam-import copies this file's text, unchanged,
into every module it writes, so that module needs only PyTorch and the CUDA
driver (libcuda.so.1), not htam.

The kernels are loaded and launched through the CUDA driver with ctypes
(cuModuleLoadData on the plan's PTX or cubin, cuLaunchKernel on torch's
current stream), as htam-run's workers do (lib/Runtime/ModuleExecutor.cpp).
Library steps (cuBLAS, cuBLASLt, cuDNN) run as the PyTorch operation that
computes the same thing in strict FP32. Everything the driver is asked to do
goes through one object (CudaDriver), so a test can swap in another one and
see the launch sequence without a GPU."""
import ctypes
import os

import torch
import torch.nn.functional as F


class HtamPlanError(RuntimeError):
    """The plan cannot run here, or the call does not fit it."""


# ------------------------------------------------------------------ the plan
def _dims(text):
    parts = [int(p) for p in text.split("x")]
    return tuple(parts + [1] * (3 - len(parts)))


def parse_param(text):
    """'3' (operator argument 3), 's0' (scratch 0) or 'c1' (constant 1) ->
    (kind, index) with kind 'arg', 'scratch' or 'const'."""
    text = text.strip()
    if text[:1] == "s":
        return ("scratch", int(text[1:]))
    if text[:1] == "c":
        return ("const", int(text[1:]))
    return ("arg", int(text))


def parse_launch(text):
    """One launch of htam-run's syntax: a kernel ('entry=..,grid=..,block=..,
    smem=..[,params=..]') or a library step ('lib=..,key=value..,params=..')."""
    items = {}
    for item in text.split(","):
        if item.strip():
            key, _, value = item.partition("=")
            items[key.strip()] = value.strip()
    params = [parse_param(p) for p in items.pop("params", "").split(":") if p.strip()]
    if "lib" in items:
        return {"kind": "library", "lib": items.pop("lib"), "keys": items, "params": params, "text": text}
    if "entry" not in items or "grid" not in items or "block" not in items:
        raise HtamPlanError(f"launch '{text}': needs entry=, grid= and block=")
    return {"kind": "kernel", "entry": items["entry"], "grid": _dims(items["grid"]),
            "block": _dims(items["block"]), "smem": int(items.get("smem", "0")), "params": params,
            "text": text}


# ---------------------------------------------------------------- the driver
class CudaDriver:
    """The CUDA driver API through ctypes, in the primary context of each
    device (the one PyTorch uses, so torch's streams and memory are valid)."""

    device_type = "cuda"
    _CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
    _CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 16

    def __init__(self):
        name = os.environ.get("HTAM_CUDA_LIB") or "libcuda.so.1"
        try:
            self.lib = ctypes.CDLL(name)
        except OSError as e:
            raise HtamPlanError(f"cannot open the CUDA driver {name}: {e}") from None
        self._check(self.lib.cuInit(0), "cuInit")
        self._contexts = {}

    def _check(self, status, what):
        if status != 0:
            text = ctypes.c_char_p()
            self.lib.cuGetErrorString(status, ctypes.byref(text))
            raise HtamPlanError(f"{what} failed: CUDA error {status} "
                                f"({text.value.decode() if text.value else 'unknown'})")

    def _context(self, device):
        if device not in self._contexts:
            dev, ctx = ctypes.c_int(), ctypes.c_void_p()
            self._check(self.lib.cuDeviceGet(ctypes.byref(dev), device), "cuDeviceGet")
            self._check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
            self._contexts[device] = ctx
        return self._contexts[device]

    def _in_context(self, device, fn):
        self._check(self.lib.cuCtxPushCurrent_v2(self._context(device)), "cuCtxPushCurrent")
        try:
            return fn()
        finally:
            self.lib.cuCtxPopCurrent_v2(ctypes.byref(ctypes.c_void_p()))

    def load_module(self, device, image, kind):
        """A module from a PTX text or a cubin (bytes)."""
        data = image + b"\0" if kind == "ptx" else image
        buf = ctypes.create_string_buffer(data, len(data))
        module = ctypes.c_void_p()
        self._in_context(device, lambda: self._check(
            self.lib.cuModuleLoadData(ctypes.byref(module), buf), f"cuModuleLoadData ({kind})"))
        return module

    def get_function(self, device, module, entry, smem):
        function = ctypes.c_void_p()

        def get():
            self._check(self.lib.cuModuleGetFunction(ctypes.byref(function), module, entry.encode()),
                        f"cuModuleGetFunction '{entry}'")
            if smem > 48 * 1024:  # above the default, as htam-run's workers opt in
                self._check(self.lib.cuFuncSetAttribute(
                    function, self._CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, ctypes.c_int(smem)),
                    f"cuFuncSetAttribute(max dynamic shared memory) of '{entry}'")
            # Clusters of 16 CTAs (compiled in with __cluster_dims__) need this
            # opt-in; a device without clusters refuses it harmlessly.
            self.lib.cuFuncSetAttribute(function, self._CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED,
                                        ctypes.c_int(1))
        self._in_context(device, get)
        return function

    def current_stream(self, device):
        return torch.cuda.current_stream(device).cuda_stream

    def launch(self, device, function, entry, grid, block, smem, stream, pointers):
        values = (ctypes.c_uint64 * max(1, len(pointers)))(*pointers)
        params = (ctypes.c_void_p * max(1, len(pointers)))(
            *[ctypes.addressof(values) + 8 * i for i in range(len(pointers))])
        self._in_context(device, lambda: self._check(self.lib.cuLaunchKernel(
            function, ctypes.c_uint(grid[0]), ctypes.c_uint(grid[1]), ctypes.c_uint(grid[2]),
            ctypes.c_uint(block[0]), ctypes.c_uint(block[1]), ctypes.c_uint(block[2]),
            ctypes.c_uint(smem), ctypes.c_void_p(stream), params, None), f"cuLaunchKernel '{entry}'"))


# ------------------------------------------------------------ library steps
def _strict_fp32():
    """A context in which torch's matmul and cuDNN do not use TF32 (htam's
    library steps are strict FP32)."""
    class Strict:
        def __enter__(self):
            self.saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
            torch.backends.cuda.matmul.allow_tf32 = False
            torch.backends.cudnn.allow_tf32 = False

        def __exit__(self, *exc):
            torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = self.saved
    return Strict()


def _gemm(step, buffers):
    k = step["keys"]
    ta, tb = k["ta"] == "1", k["tb"] == "1"
    m, n, kk = int(k["m"]), int(k["n"]), int(k["k"])
    batch = int(k["batch"])
    alpha, beta = float(k["alpha"]), float(k["beta"])
    a, b, c = (buffers[i] for i in range(3))
    A = a.as_strided((batch, kk, m) if ta else (batch, m, kk), (int(k["sa"]), int(k["lda"]), 1))
    B = b.as_strided((batch, n, kk) if tb else (batch, kk, n), (int(k["sb"]), int(k["ldb"]), 1))
    C = c.as_strided((batch, m, n), (int(k["sc"]), int(k["ldc"]), 1))
    with _strict_fp32():
        r = torch.matmul(A.transpose(1, 2) if ta else A, B.transpose(1, 2) if tb else B)
    if alpha != 1:
        r = r * alpha
    if beta != 0:
        r = r + beta * C
    epilogue = k.get("epilogue", "none")
    if epilogue in ("bias", "relu_bias"):
        r = r + buffers[3][:n]
    if epilogue in ("relu", "relu_bias"):
        r = torch.relu(r)
    C.copy_(r)


def _conv(step, buffers):
    k = step["keys"]
    nd = len(k["in"].split("x"))
    dims = {name: [int(v) for v in k[name].split("x")] for name in ("in", "ker", "out", "pad", "stride", "dil")}
    n, c, kout, groups = int(k["n"]), int(k["c"]), int(k["k"]), int(k["groups"])
    numel = lambda shape: int(torch.Size(shape).numel())  # noqa: E731
    x_shape, y_shape = [n, c] + dims["in"], [n, kout] + dims["out"]
    w_shape = [kout, c // groups] + dims["ker"]
    w = buffers[1][:numel(w_shape)].view(w_shape)
    bias = buffers[3] if len(buffers) > 3 else None
    with _strict_fp32():
        if step["lib"] == "cudnn.conv_fwd":
            x = buffers[0][:numel(x_shape)].view(x_shape)
            fn = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[nd]
            r = fn(x, w, None if bias is None else bias[:kout], dims["stride"], dims["pad"], dims["dil"], groups)
            buffers[2][:numel(y_shape)].view(y_shape).copy_(r)
        else:  # conv_bwd_data: reads y, writes x (a transposed convolution)
            y = buffers[0][:numel(y_shape)].view(y_shape)
            natural = [(o - 1) * s - 2 * p + d * (kk - 1) + 1 for o, s, p, d, kk in
                       zip(dims["out"], dims["stride"], dims["pad"], dims["dil"], dims["ker"])]
            extra = [i - nat for i, nat in zip(dims["in"], natural)]
            fn = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[nd]
            r = fn(y, w, None if bias is None else bias[:c], dims["stride"], dims["pad"], extra, groups,
                   dims["dil"])
            buffers[2][:numel(x_shape)].view(x_shape).copy_(r)


LIBRARY_STEPS = {"cublas.sgemm": _gemm, "cublaslt.matmul": _gemm,
                 "cudnn.conv_fwd": _conv, "cudnn.conv_bwd_data": _conv}


# ------------------------------------------------------------ the executor
class PlanExecutor:
    """Runs one plan: `args` (operator arguments: role 'in' or 'out', shape),
    `image` (kind, bytes), `launches` (htam-run syntax), `scratch_bytes` and
    `constants` ((shape, element type, bytes) each)."""

    def __init__(self, plan, driver=None):
        self.plan = plan
        self.launches = [parse_launch(t) for t in plan["launches"]]
        self.driver = driver
        self.loaded = {}  # device -> ({entry: function}, module)
        self.constants = {}  # device -> [tensor]
        nargs, nscratch, nconst = len(plan["args"]), len(plan["scratch_bytes"]), len(plan["constants"])
        for i, launch in enumerate(self.launches):
            if launch["kind"] == "library" and launch["lib"] not in LIBRARY_STEPS:
                raise HtamPlanError(f"launch {i} ({launch['text']}): no PyTorch equivalent of library step "
                                    f"'{launch['lib']}'")
            for kind, index in launch["params"]:
                limit = {"arg": nargs, "scratch": nscratch, "const": nconst}[kind]
                if index >= limit:
                    raise HtamPlanError(f"launch {i} ({launch['text']}): {kind} {index} does not exist "
                                        f"({limit} in the plan)")

    def _driver(self):
        if self.driver is None:
            self.driver = CudaDriver()
        return self.driver

    def _load(self, device):
        if device not in self.loaded:
            d = self._driver()
            functions, module = {}, None
            kernels = [launch for launch in self.launches if launch["kind"] == "kernel"]
            if kernels:
                module = d.load_module(device, self.plan["image"]["data"], self.plan["image"]["kind"])
                for launch in kernels:
                    smem = max(x["smem"] for x in kernels if x["entry"] == launch["entry"])
                    if launch["entry"] not in functions:
                        functions[launch["entry"]] = d.get_function(device, module, launch["entry"], smem)
            self.loaded[device] = (functions, module)
        return self.loaded[device][0]

    def _constants(self, device, where):
        key = str(where)
        if key not in self.constants:
            dtypes = {"f32": torch.float32, "f64": torch.float64, "i64": torch.int64, "i32": torch.int32,
                      "i8": torch.int8, "i1": torch.uint8, "f16": torch.float16, "bf16": torch.bfloat16}
            out = []
            for c in self.plan["constants"]:
                raw = torch.frombuffer(bytearray(c["data"]), dtype=torch.uint8) if c["data"] else \
                    torch.empty(1, dtype=torch.uint8)  # a zero-byte allocation: one byte, as htam-run
                t = raw.to(where)
                if c["element_type"] in dtypes and c["data"]:
                    t = t.view(dtypes[c["element_type"]])
                out.append(t)
            self.constants[key] = out
        return self.constants[key]

    def run(self, tensors, where):
        """tensors: the operator arguments in order (inputs, then the outputs
        to write), contiguous float32 tensors on `where`."""
        d = self._driver()
        device = where.index if where.index is not None else 0
        functions = self._load(device)
        scratch = [torch.empty(b, dtype=torch.uint8, device=where) for b in self.plan["scratch_bytes"]]
        constants = self._constants(device, where)
        stream = d.current_stream(where)

        def buffer(ref):
            kind, index = ref
            return tensors[index] if kind == "arg" else scratch[index] if kind == "scratch" else constants[index]
        for launch in self.launches:
            if launch["kind"] == "library":
                views = []
                for ref in launch["params"]:
                    b = buffer(ref).reshape(-1)
                    views.append(b.view(torch.float32) if b.dtype == torch.uint8 else b)
                LIBRARY_STEPS[launch["lib"]](launch, views)
                continue
            refs = launch["params"] or [("arg", i) for i in range(len(tensors))]
            d.launch(device, functions[launch["entry"]], launch["entry"], launch["grid"], launch["block"],
                     launch["smem"], stream, [buffer(r).data_ptr() for r in refs])
        return scratch  # the caller keeps them alive until it returns
