# import_suite.py's tests: a module whose import fails (torch.sort has no
# handler); the others must still import.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super(Model, self).__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sort(x, dim=1)[0]


batch_size = 64
dim = 128


def get_inputs():
    return [torch.rand(batch_size, dim)]


def get_init_inputs():
    return []
