# A small module of the 250-task suite's format for import_suite.py's tests.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, scale: float):
        super(Model, self).__init__()
        self.scale = scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.gelu(x) * self.scale


batch_size = 64
dim = 128


def get_inputs():
    return [torch.rand(batch_size, dim)]


def get_init_inputs():
    return [2.0]
