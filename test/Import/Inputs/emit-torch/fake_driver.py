"""Checks a module written by htam-import --emit-torch on the CPU, with a
fake driver layer in place of the CUDA driver (no GPU; nothing here says
how the kernels behave on one).

    fake_driver.py launches MODULE.py PLAN.json   the driver calls follow PLAN (-: the module's)
    fake_driver.py refusals MODULE.py             calls that do not fit (small.py's module)
    fake_driver.py library MODULE.py              library steps against Model
    fake_driver.py plan LAYER OUT.json            a plan of library steps for layers.py
"""
import base64
import importlib.util
import json
import sys

import torch


class FakeDriver:
    """Records what the module asks of the driver; runs nothing."""
    device_type = "cpu"

    def __init__(self):
        self.calls = []

    def load_module(self, device, image, kind):
        self.calls.append(("load", kind, len(image)))
        return "module"

    def get_function(self, device, module, entry, smem):
        self.calls.append(("function", entry, smem))
        return "fn:" + entry

    def current_stream(self, where):
        return 1234

    def launch(self, device, function, entry, grid, block, smem, stream, pointers):
        self.calls.append(("launch", function, entry, tuple(grid), tuple(block), smem, stream, list(pointers)))


def load(path):
    spec = importlib.util.spec_from_file_location("emitted", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def model_and_inputs(mod):
    torch.manual_seed(42)
    init = mod.get_init_inputs()
    new = mod.ModelNew(*init)
    torch.manual_seed(42)
    ref = mod.Model(*init)
    torch.manual_seed(42)
    return new, ref, list(mod.get_inputs())


def check_launches(path, plan_path):
    mod = load(path)
    if plan_path == "-":  # the module's own plan (its launches are FileChecked)
        plan = dict(mod.PLAN, image={"kind": mod.PLAN["image"]["kind"],
                                     "base64": base64.b64encode(mod.PLAN["image"]["data"]).decode()})
    else:
        plan = json.load(open(plan_path))
    new, ref, inputs = model_and_inputs(mod)
    if not isinstance(new, mod.Model) or not isinstance(new, torch.nn.Module):
        fail("ModelNew is not a Model")
    if list(new.state_dict()) != list(ref.state_dict()):
        fail(f"state_dict keys {list(new.state_dict())} != {list(ref.state_dict())}")
    driver = FakeDriver()
    new.htam_driver = driver
    out = new(*inputs)
    outs = list(out) if isinstance(out, tuple) else [out]
    print(f"forward returned {'a tuple of ' if isinstance(out, tuple) else ''}{len(outs)} tensor(s): "
          + ", ".join(str(list(o.shape)) for o in outs))
    # The operator arguments' buffers, as the plan numbers them: inputs,
    # state, then the outputs forward() returned.
    state = dict(new.named_parameters())
    state.update(dict(new.named_buffers()))
    pointers = []
    for a in mod.ARGUMENTS:
        t = inputs[a["position"]] if a["kind"] == "input" else state[a["qualname"]]
        pointers.append(t.data_ptr())
    pointers += [o.data_ptr() for o in outs]
    if len(pointers) != len(plan["args"]):
        fail(f"{len(pointers)} buffers, the plan has {len(plan['args'])} arguments")
    for o, p in zip(outs, [a for a in plan["args"] if a["role"] == "out"]):
        if list(o.shape) != p["shape"]:
            fail(f"output shape {list(o.shape)} != plan {p['shape']}")
    loads = [c for c in driver.calls if c[0] == "load"]
    image = base64.b64decode(plan["image"]["base64"])
    if loads != [("load", plan["image"]["kind"], len(image))]:
        fail(f"module loads {loads}")
    launches = [c for c in driver.calls if c[0] == "launch"]
    if len(launches) != len(plan["launches"]):
        fail(f"{len(launches)} launches, the plan has {len(plan['launches'])}")
    scratch = {}
    for i, (call, text) in enumerate(zip(launches, plan["launches"])):
        items = dict(item.split("=", 1) for item in text.split(","))
        dims = lambda s: tuple([int(v) for v in s.split("x")] + [1] * (3 - len(s.split("x"))))  # noqa: E731
        _, fn, entry, grid, block, smem, stream, ptrs = call
        if (entry, fn, grid, block, smem, stream) != (items["entry"], "fn:" + items["entry"], dims(items["grid"]),
                                                      dims(items["block"]), int(items.get("smem", "0")), 1234):
            fail(f"launch {i}: {call[:7]} for '{text}'")
        refs = items["params"].split(":") if "params" in items else [str(k) for k in range(len(pointers))]
        if len(refs) != len(ptrs):
            fail(f"launch {i}: {len(ptrs)} parameters for '{text}'")
        for ref, ptr in zip(refs, ptrs):
            if ref.startswith("s"):
                if scratch.setdefault(ref, ptr) != ptr:
                    fail(f"launch {i}: scratch {ref} moved")
            elif ptr != pointers[int(ref)]:
                fail(f"launch {i}: parameter {ref} is not operator argument {ref}'s buffer")
        print(f"launch {i}: {entry} grid={grid} block={block} params={':'.join(refs)}: ok")
    if len(set(scratch.values())) != len(scratch):
        fail("two scratch buffers share memory")
    # A second call loads nothing again.
    before = len([c for c in driver.calls if c[0] != "launch"])
    new(*inputs)
    if len([c for c in driver.calls if c[0] != "launch"]) != before:
        fail("the second forward() loaded the module again")
    print(f"launches: {len(launches)} as the plan, scratch buffers {len(scratch)}, second call reuses the module")


def check_refusals(path):
    """Calls that do not fit the plan stop with the reason."""
    mod = load(path)
    new, _, inputs = model_and_inputs(mod)
    new.htam_driver = FakeDriver()
    cases = [("another Python scalar", [inputs[0], 0.25]),
             ("float64", [inputs[0].double(), inputs[1]]),
             ("another shape", [inputs[0][:4], inputs[1]]),
             ("too few inputs", [inputs[0]])]
    for what, args in cases:
        try:
            new(*args)
        except mod.HtamPlanError as e:
            print(f"refused ({what}): {e}")
        else:
            fail(f"{what}: not refused")


def check_library(path):
    mod = load(path)
    new, ref, inputs = model_and_inputs(mod)
    new.htam_driver = FakeDriver()
    got, want = new(*inputs), ref(*inputs).detach()
    err = (got - want).abs().max().item() / want.abs().max().item()
    print(f"library steps: shape {list(got.shape)} rel_err={'%.1e' % err if err > 1e-6 else '<1e-6'}")
    if list(got.shape) != list(want.shape) or not err <= 1e-5:
        fail("the library steps do not compute the Model")
    print("library steps: match")


PLANS = {
    # Linear(16, 12) on 8 x 16: x W^T + b through cuBLASLt's bias epilogue.
    "linear": (["in:8x16", "in:12x16", "in:12", "out:8x12"],
               ["lib=cublaslt.matmul,ta=0,tb=1,m=8,n=12,k=16,lda=16,ldb=16,ldc=12,batch=1,sa=0,sb=0,sc=0,"
                "alpha=1,beta=0,epilogue=bias,algo=0,params=0:1:3:2"]),
    # Conv2d(3, 4, 3, padding=1) on 2 x 3 x 8 x 8 through cuDNN, the bias a fourth operand.
    "conv": (["in:2x3x8x8", "in:4x3x3x3", "in:4", "out:2x4x8x8"],
             ["lib=cudnn.conv_fwd,n=2,c=3,k=4,in=8x8,ker=3x3,out=8x8,pad=1x1,stride=1x1,dil=1x1,groups=1,"
              "algo=0,bias=1,params=0:1:3:2"]),
    # ConvTranspose2d(4, 3, 3, stride 2, padding 1, output_padding 1) on 2 x 4 x 5 x 5: cuDNN's
    # backward data of the forward convolution 2 x 3 x 10 x 10 -> 2 x 4 x 5 x 5; then a GEMM
    # step that copies it through scratch (C = 1 * A * I), to see scratch and sgemm.
    "conv_transpose": (["in:2x4x5x5", "in:4x3x3x3", "in:3", "out:2x3x10x10"],
                       ["lib=cudnn.conv_bwd_data,n=2,c=3,k=4,in=10x10,ker=3x3,out=5x5,pad=1x1,stride=2x2,"
                        "dil=1x1,groups=1,algo=0,bias=1,params=0:1:s0:2",
                        "lib=cublas.sgemm,ta=0,tb=0,m=60,n=10,k=10,lda=10,ldb=10,ldc=10,batch=1,sa=0,sb=0,sc=0,"
                        "alpha=1,beta=0,params=s0:c0:3"]),
}


def write_plan(layer, out):
    args, launches = PLANS[layer]
    doc = {"plan_version": 1, "func": "layers",
           "args": [{"role": r, "element_type": "f32", "shape": [int(d) for d in s.split("x")]}
                    for r, s in (a.split(":") for a in args)],
           "image": {"kind": "none", "base64": ""}, "launches": launches,
           "scratch_bytes": [2 * 3 * 10 * 10 * 4] if layer == "conv_transpose" else [], "constants": []}
    if layer == "conv_transpose":  # the 10 x 10 identity as a constant buffer
        eye = torch.eye(10, dtype=torch.float32).numpy().tobytes()
        doc["constants"] = [{"name": "eye", "element_type": "f32", "shape": [10, 10], "bytes": len(eye),
                             "base64": base64.b64encode(eye).decode()}]
    json.dump(doc, open(out, "w"))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "launches":
        check_launches(sys.argv[2], sys.argv[3])
    elif cmd == "refusals":
        check_refusals(sys.argv[2])
    elif cmd == "library":
        check_library(sys.argv[2])
    elif cmd == "plan":
        write_plan(sys.argv[2], sys.argv[3])
    else:
        fail(f"unknown command {cmd}")
