#!/usr/bin/env python3
"""The PyTorch side of the KernelBench suite (bench/kernelbench/*.mlir).

Each task of manifest.tsv has here a torch.nn.Module rebuilt from the
catalog's ops, shapes and init args (../shared/kernelbench/catalog.tsv;
written for htam, not copied from KernelBench) and the tensors in the
manifest's argument order: the forward() inputs (torch.rand, uniform [0, 1),
made on the GPU) and then the module's parameters (from the module's own
init, seeded).  Importable; `python3 torch_tasks.py` lists the tasks and
checks the shapes against manifest.tsv (on a machine with torch and a GPU:
--run also runs every module once).

    import torch_tasks
    t = torch_tasks.get("l2_12_gemm_multiply_leakyrelu")
    model, args = t.build(seed=42)          # args: inputs + parameters, manifest order
    out = t.forward(model, args)            # the PyTorch output
"""
import csv
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))


def rand(*shape):
    return torch.rand(*shape, device="cuda", dtype=torch.float32)


class Task:
    """One suite task: func name (the MLIR func.func), a Model factory, an
    input factory, the parameter list of a built model (manifest order)."""

    def __init__(self, func, level, kid, kbname, model, inputs, params):
        self.func, self.level, self.id, self.kbname = func, level, kid, kbname
        self._model, self._inputs, self._params = model, inputs, params

    def build(self, seed=42):
        """Model on the GPU (eval mode is NOT set: KernelBench never calls
        model.eval(), BatchNorm uses batch statistics) and the argument
        tensors in manifest order (inputs, then parameters)."""
        torch.manual_seed(seed)
        model = self._model().cuda()  # built on the CPU, then moved (as KernelBench does)
        torch.manual_seed(seed)
        inputs = self._inputs()
        params = [p.detach() for p in self._params(model)]
        return model, list(inputs) + params

    def forward(self, model, args):
        """Runs the module on the inputs part of args (parameters live in the
        module; args[len(inputs):] are the same tensors)."""
        return model(*args[:self.n_inputs()])

    def n_inputs(self):
        return sum(1 for a in manifest()[self.func]["args"] if a[2] == "input")


TASKS = {}


def task(func, level, kid, kbname, inputs, params=lambda m: []):
    def deco(cls):
        TASKS[func] = Task(func, level, kid, kbname, cls, inputs, params)
        return cls
    return deco


def get(func):
    return TASKS[func]


_MANIFEST = None


def manifest():
    """func -> {file, level, id, name, args [(name, shape, role)], outputs, atol, rtol}."""
    global _MANIFEST
    if _MANIFEST is None:
        _MANIFEST = {}
        with open(os.path.join(HERE, "manifest.tsv")) as f:
            for row in csv.reader((l for l in f if not l.startswith("#")), delimiter="\t",
                                  quoting=csv.QUOTE_NONE):
                file, func, level, kid, name, args, outs, atol, rtol, note = row
                shp = lambda s: tuple(int(d) for d in s.split("x")) if s != "()" else ()
                _MANIFEST[func] = dict(
                    file=file, level=int(level), id=int(kid), name=name,
                    args=[(a.split(":")[0], shp(a.split(":")[1]), a.split(":")[2]) for a in args.split(";")],
                    outputs=[shp(o) for o in outs.split(";")], atol=float(atol), rtol=float(rtol), note=note)
    return _MANIFEST


# ---------------------------------------------------------------- level 1
@task("l1_5_matrix_scalar_multiplication", 1, 5, "Matrix_scalar_multiplication",
      lambda: [rand(65536, 16384)])
class L1_5(nn.Module):
    def forward(self, A):
        return A * 3.14  # s = 3.14 is a Python float input of KernelBench's get_inputs


@task("l1_10_3d_tensor_matrix_multiplication", 1, 10, "3D_tensor_matrix_multiplication",
      lambda: [rand(16, 1024, 2048), rand(2048, 768)])
class L1_10(nn.Module):
    def forward(self, A, B):
        return torch.matmul(A, B)


@task("l1_11_4d_tensor_matrix_multiplication", 1, 11, "4D_tensor_matrix_multiplication",
      lambda: [rand(8, 256, 512, 256), rand(256, 768)])
class L1_11(nn.Module):
    def forward(self, A, B):
        return torch.einsum("bijl,lk->bijk", A, B)


def _symmetric(n):
    a = rand(n, n)
    return (a + a.T) / 2


@task("l1_13_matmul_for_symmetric_matrices", 1, 13, "Matmul_for_symmetric_matrices",
      lambda: [_symmetric(4096), _symmetric(4096)])
class L1_13(nn.Module):
    def forward(self, A, B):
        return torch.matmul(A, B)


@task("l1_16_matmul_with_transposed_a", 1, 16, "Matmul_with_transposed_A",
      lambda: [rand(8192, 2048), rand(8192, 4096)])
class L1_16(nn.Module):
    def forward(self, A, B):
        return torch.matmul(A.T, B)


@task("l1_17_matmul_with_transposed_b", 1, 17, "Matmul_with_transposed_B",
      lambda: [rand(2048, 8192), rand(4096, 8192)])
class L1_17(nn.Module):
    def forward(self, A, B):
        return torch.matmul(A, B.T)


@task("l1_19_relu", 1, 19, "ReLU", lambda: [rand(4096, 393216)])
class L1_19(nn.Module):
    def forward(self, x):
        return torch.relu(x)


@task("l1_23_softmax", 1, 23, "Softmax", lambda: [rand(4096, 393216)])
class L1_23(nn.Module):
    def forward(self, x):
        return torch.softmax(x, dim=1)


@task("l1_25_swish", 1, 25, "Swish", lambda: [rand(4096, 393216)])
class L1_25(nn.Module):
    def forward(self, x):
        return x * torch.sigmoid(x)


@task("l1_37_frobenius_norm", 1, 37, "FrobeniusNorm_", lambda: [rand(112, 64, 512, 512)])
class L1_37(nn.Module):
    def forward(self, x):
        return x / torch.norm(x, p="fro")


@task("l1_40_layer_norm", 1, 40, "LayerNorm", lambda: [rand(16, 64, 256, 256)],
      lambda m: [m.ln.weight, m.ln.bias])
class L1_40(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(normalized_shape=(64, 256, 256))

    def forward(self, x):
        return self.ln(x)


@task("l1_41_max_pooling_1d", 1, 41, "Max_Pooling_1D", lambda: [rand(64, 192, 65536)])
class L1_41(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool1d(kernel_size=8, stride=1, padding=4, dilation=3, return_indices=False)

    def forward(self, x):
        return self.pool(x)


@task("l1_42_max_pooling_2d", 1, 42, "Max_Pooling_2D", lambda: [rand(32, 64, 512, 512)])
class L1_42(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size=4, stride=1, padding=1, dilation=1)

    def forward(self, x):
        return self.pool(x)


@task("l1_43_max_pooling_3d", 1, 43, "Max_Pooling_3D", lambda: [rand(16, 32, 128, 128, 128)])
class L1_43(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool3d(kernel_size=3, stride=2, padding=1, dilation=3)

    def forward(self, x):
        return self.pool(x)


@task("l1_44_average_pooling_1d", 1, 44, "Average_Pooling_1D", lambda: [rand(64, 128, 65536)])
class L1_44(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool1d(kernel_size=8, stride=1, padding=4)

    def forward(self, x):
        return self.pool(x)


@task("l1_45_average_pooling_2d", 1, 45, "Average_Pooling_2D", lambda: [rand(16, 64, 2048, 2048)])
class L1_45(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool2d(kernel_size=11)

    def forward(self, x):
        return self.pool(x)


@task("l1_47_sum_reduction_over_a_dimension", 1, 47, "Sum_reduction_over_a_dimension",
      lambda: [rand(128, 4096, 4095)])
class L1_47(nn.Module):
    def forward(self, x):
        return torch.sum(x, dim=1, keepdim=True)


def _convt(cin, cout, k, nd, **kw):
    cls = nn.ConvTranspose2d if nd == 2 else nn.ConvTranspose3d
    return cls(cin, cout, k, **kw)


@task("l1_57_conv_transposed_2d_square", 1, 57, "conv_transposed_2D__square_input__square_kernel",
      lambda: [rand(8, 64, 1024, 1024)], lambda m: [m.conv.weight])
class L1_57(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose2d(64, 64, 3, bias=False)

    def forward(self, x):
        return self.conv(x)


@task("l1_61_conv_transposed_3d_square", 1, 61, "conv_transposed_3D__square_input__square_kernel",
      lambda: [rand(8, 48, 64, 64, 64)], lambda m: [m.conv.weight])
class L1_61(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(48, 48, 3, bias=False)

    def forward(self, x):
        return self.conv(x)


@task("l1_71_conv_transposed_2d_asymmetric", 1, 71, "conv_transposed_2D__asymmetric_input__square_kernel",
      lambda: [rand(8, 32, 512, 1024)], lambda m: [m.conv.weight])
class L1_71(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose2d(32, 32, 3, bias=False)

    def forward(self, x):
        return self.conv(x)


# ---------------------------------------------------------------- level 2
@task("l2_1_conv2d_relu_biasadd", 2, 1, "Conv2D_ReLU_BiasAdd", lambda: [rand(128, 64, 128, 128)],
      lambda m: [m.conv.weight, m.conv.bias, m.bias])
class L2_1(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(64, 128, 3)
        self.bias = nn.Parameter(torch.randn(128, 1, 1))

    def forward(self, x):
        return torch.relu(self.conv(x)) + self.bias


@task("l2_11_convtranspose2d_batchnorm_tanh_maxpool_groupnorm", 2, 11,
      "ConvTranspose2d_BatchNorm_Tanh_MaxPool_GroupNorm", lambda: [rand(512, 64, 32, 32)],
      lambda m: [m.conv.weight, m.conv.bias, m.bn.weight, m.bn.bias, m.gn.weight, m.gn.bias])
class L2_11(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose2d(64, 128, 5, stride=1, padding=1)
        self.bn = nn.BatchNorm2d(128)
        self.tanh = nn.Tanh()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.gn = nn.GroupNorm(num_groups=8, num_channels=128)

    def forward(self, x):
        return self.gn(self.pool(self.tanh(self.bn(self.conv(x)))))


@task("l2_12_gemm_multiply_leakyrelu", 2, 12, "Gemm_Multiply_LeakyReLU", lambda: [rand(1024, 8192)],
      lambda m: [m.gemm.weight, m.gemm.bias])
class L2_12(nn.Module):
    def __init__(self):
        super().__init__()
        self.gemm = nn.Linear(8192, 8192)

    def forward(self, x):
        return F.leaky_relu(self.gemm(x) * 2.0, negative_slope=0.1)


@task("l2_15_convtranspose3d_batchnorm_subtract", 2, 15, "ConvTranspose3d_BatchNorm_Subtract",
      lambda: [rand(16, 16, 16, 32, 32)], lambda m: [m.conv.weight, m.conv.bias, m.bn.weight, m.bn.bias])
class L2_15(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(16, 32, 3, stride=2, padding=1, bias=True)
        self.bn = nn.BatchNorm3d(32)

    def forward(self, x):
        x = self.bn(self.conv(x))
        return x - torch.mean(x, dim=(2, 3, 4), keepdim=True)


@task("l2_17_conv2d_instancenorm_divide", 2, 17, "Conv2d_InstanceNorm_Divide",
      lambda: [rand(128, 64, 128, 128)], lambda m: [m.conv.weight, m.conv.bias])
class L2_17(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(64, 128, 3)
        self.norm = nn.InstanceNorm2d(128)

    def forward(self, x):
        return self.norm(self.conv(x)) / 2.0


@task("l2_18_matmul_sum_max_avgpool_logsumexp_logsumexp", 2, 18, "Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp",
      lambda: [rand(1024, 8192)], lambda m: [m.linear.weight, m.linear.bias])
class L2_18(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(8192, 8192)

    def forward(self, x):
        x = self.linear(x)
        x = torch.sum(x, dim=1, keepdim=True)
        x = torch.max(x, dim=1, keepdim=True)[0]
        x = torch.mean(x, dim=1, keepdim=True)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return torch.logsumexp(x, dim=1, keepdim=True)


@task("l2_20_convtranspose3d_sum_residualadd_multiply_residualadd", 2, 20,
      "ConvTranspose3d_Sum_ResidualAdd_Multiply_ResidualAdd", lambda: [rand(16, 32, 16, 32, 32)],
      lambda m: [m.conv.weight, m.conv.bias, m.bias])
class L2_20(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(32, 64, 3, stride=2, padding=1, output_padding=1)
        self.bias = nn.Parameter(torch.randn(64, 1, 1, 1))

    def forward(self, x):
        x = self.conv(x)
        original = x.clone().detach()
        x = x + self.bias
        x = x + original
        x = x * original
        return x + original


@task("l2_21_conv2d_add_scale_sigmoid_groupnorm", 2, 21, "Conv2d_Add_Scale_Sigmoid_GroupNorm",
      lambda: [rand(128, 8, 256, 256)],
      lambda m: [m.conv.weight, m.conv.bias, m.bias, m.scale, m.gn.weight, m.gn.bias])
class L2_21(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(8, 32, 3)
        self.bias = nn.Parameter(torch.randn(32, 1, 1))
        self.scale = nn.Parameter(torch.randn(32, 1, 1))
        self.gn = nn.GroupNorm(8, 32)

    def forward(self, x):
        x = self.conv(x)
        x = x + self.bias
        x = x * self.scale
        return self.gn(torch.sigmoid(x))


@task("l2_22_matmul_scale_residualadd_clamp_logsumexp_mish", 2, 22, "Matmul_Scale_ResidualAdd_Clamp_LogSumExp_Mish",
      lambda: [rand(1024, 8192)], lambda m: [m.matmul.weight, m.matmul.bias])
class L2_22(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul = nn.Linear(8192, 8192)

    def forward(self, x):
        x = self.matmul(x)
        x = x * 2.0
        x = x + x
        x = torch.clamp(x, -10.0, 10.0)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return x * F.mish(x)


@task("l2_23_conv3d_groupnorm_mean", 2, 23, "Conv3d_GroupNorm_Mean", lambda: [rand(128, 3, 24, 32, 32)],
      lambda m: [m.conv.weight, m.conv.bias, m.gn.weight, m.gn.bias])
class L2_23(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(3, 24, 3)
        self.gn = nn.GroupNorm(8, 24)

    def forward(self, x):
        return self.gn(self.conv(x)).mean(dim=[1, 2, 3, 4])


@task("l2_24_conv3d_min_softmax", 2, 24, "Conv3d_Min_Softmax", lambda: [rand(128, 3, 24, 32, 32)],
      lambda m: [m.conv.weight, m.conv.bias])
class L2_24(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(3, 24, 3)

    def forward(self, x):
        x = torch.min(self.conv(x), dim=2)[0]
        return torch.softmax(x, dim=1)


@task("l2_25_conv2d_min_tanh_tanh", 2, 25, "Conv2d_Min_Tanh_Tanh", lambda: [rand(128, 16, 256, 256)],
      lambda m: [m.conv.weight, m.conv.bias])
class L2_25(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(16, 64, 3)

    def forward(self, x):
        x = torch.min(self.conv(x), dim=1, keepdim=True)[0]
        return torch.tanh(torch.tanh(x))


@task("l2_28_bmm_instancenorm_sum_residualadd_multiply", 2, 28, "BMM_InstanceNorm_Sum_ResidualAdd_Multiply",
      lambda: [rand(1024, 8192), rand(1024, 8192)], lambda m: [m.bmm.weight, m.bmm.bias])
class L2_28(nn.Module):
    def __init__(self):
        super().__init__()
        self.bmm = nn.Linear(8192, 8192)
        self.norm = nn.InstanceNorm2d(8192, eps=1e-5, momentum=0.1)

    def forward(self, x, y):
        x = self.bmm(x)
        # (1024, 1, 1, 8192): one channel; PyTorch warns that num_features (8192)
        # differs from the channel count and normalizes each row.
        x = self.norm(x.unsqueeze(1).unsqueeze(1)).squeeze(1).squeeze(1)
        x = x + y
        return x * y


@task("l2_32_conv2d_scaling_min", 2, 32, "Conv2d_Scaling_Min", lambda: [rand(64, 64, 256, 256)],
      lambda m: [m.conv.weight, m.conv.bias])
class L2_32(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(64, 128, 3)

    def forward(self, x):
        return torch.min(self.conv(x) * 2.0, dim=1, keepdim=True)[0]


@task("l2_36_convtranspose2d_min_sum_gelu_add", 2, 36, "ConvTranspose2d_Min_Sum_GELU_Add",
      lambda: [rand(16, 64, 128, 128)], lambda m: [m.conv.weight, m.conv.bias, m.bias])
class L2_36(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose2d(64, 128, 3, stride=2, padding=1, output_padding=1)
        self.bias = nn.Parameter(torch.randn(1, 1, 1))

    def forward(self, x):
        x = torch.min(self.conv(x), dim=1, keepdim=True)[0]
        x = torch.sum(x, dim=2, keepdim=True)
        return F.gelu(x) + self.bias


@task("l2_40_matmul_scaling_residualadd", 2, 40, "Matmul_Scaling_ResidualAdd", lambda: [rand(16384, 4096)],
      lambda m: [m.matmul.weight, m.matmul.bias])
class L2_40(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul = nn.Linear(4096, 4096)

    def forward(self, x):
        x = self.matmul(x)
        original = x.clone().detach()
        return x * 0.5 + original


@task("l2_43_conv3d_max_logsumexp_relu", 2, 43, "Conv3d_Max_LogSumExp_ReLU", lambda: [rand(4, 32, 32, 128, 128)],
      lambda m: [m.conv.weight, m.conv.bias])
class L2_43(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(32, 64, 3, stride=1, padding=1)
        self.pool = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.pool(self.conv(x))
        return torch.relu(torch.logsumexp(x, dim=1, keepdim=True))


@task("l2_44_convtranspose2d_multiply_globalavgpool_globalavgpool_mean", 2, 44,
      "ConvTranspose2d_Multiply_GlobalAvgPool_GlobalAvgPool_Mean", lambda: [rand(16, 64, 128, 128)],
      lambda m: [m.conv.weight, m.conv.bias])
class L2_44(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose2d(64, 128, 3, stride=2, padding=1, output_padding=1)

    def forward(self, x):
        x = self.conv(x) * 0.5
        x = torch.mean(x, dim=[2, 3], keepdim=True)
        return torch.mean(x, dim=[2, 3], keepdim=True)


@task("l2_53_gemm_scaling_hardtanh_gelu", 2, 53, "Gemm_Scaling_Hardtanh_GELU", lambda: [rand(2048, 8192)],
      lambda m: [m.gemm.weight, m.gemm.bias])
class L2_53(nn.Module):
    def __init__(self):
        super().__init__()
        self.gemm = nn.Linear(8192, 8192)

    def forward(self, x):
        x = self.gemm(x) * 0.5
        x = F.hardtanh(x, min_val=-2, max_val=2)
        return F.gelu(x)


@task("l2_100_convtranspose3d_clamp_min_divide", 2, 100, "ConvTranspose3d_Clamp_Min_Divide",
      lambda: [rand(16, 64, 24, 48, 48)], lambda m: [m.conv.weight, m.conv.bias])
class L2_100(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(64, 128, 3, stride=2, padding=1)

    def forward(self, x):
        x = torch.clamp(self.conv(x), min=-1.0)
        return x / 2.0


# ---------------------------------------------------------------- self check
def check_manifest():
    """Every manifest task has a module here and vice versa."""
    man = manifest()
    missing = sorted(set(man) - set(TASKS))
    extra = sorted(set(TASKS) - set(man))
    if missing or extra:
        raise SystemExit(f"manifest/torch_tasks mismatch: missing {missing}, extra {extra}")
    for func, t in TASKS.items():
        m = man[func]
        if (m["level"], m["id"], m["name"]) != (t.level, t.id, t.kbname):
            raise SystemExit(f"{func}: manifest says {m['level']}/{m['id']}_{m['name']}")


def check_shapes(func, args, outs):
    """Argument and output shapes against the manifest."""
    m = manifest()[func]
    got = [tuple(a.shape) for a in args]
    want = [a[1] for a in m["args"]]
    if got != want:
        raise AssertionError(f"{func}: argument shapes {got} != manifest {want}")
    outs = outs if isinstance(outs, (tuple, list)) else [outs]
    got = [tuple(o.shape) for o in outs]
    if got != m["outputs"]:
        raise AssertionError(f"{func}: output shapes {got} != manifest {m['outputs']}")


def main():
    check_manifest()
    run = "--run" in sys.argv
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    for func, t in TASKS.items():
        if only and not any(o in func for o in only):
            continue
        line = f"level{t.level}/{t.id}_{t.kbname}: {func}"
        if run:
            with torch.no_grad():
                model, args = t.build()
                out = t.forward(model, args)
                check_shapes(func, args, out)
                line += f"  out {tuple(out.shape)} ok"
                del model, args, out
                torch.cuda.empty_cache()
        print(line, flush=True)


if __name__ == "__main__":
    main()
