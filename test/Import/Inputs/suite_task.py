# One task of htam's KernelBench suite (bench/kernelbench/torch_tasks.py, the
# PyTorch side of the hand-ported .mlir files) in KernelBench's file format.
# --set SUITE='"..."' --set TASK='"..."' --set DEVICE='"meta"' picks it.
import sys

import torch

SUITE = "bench/kernelbench"
TASK = "l1_19_relu"
DEVICE = "cpu"

sys.path.insert(0, SUITE)
import torch_tasks  # noqa: E402

_task = torch_tasks.get(TASK)


def Model():
    return _task._model()


def get_inputs():
    torch_tasks.rand = lambda *shape: torch.rand(*shape, device=DEVICE)
    return list(_task._inputs())


def get_init_inputs():
    return []
