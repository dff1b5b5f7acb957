# Written for htam from catalog.tsv row 1/24; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """LogSoftmax over a dimension (default 1)."""

    def __init__(self, dim: int = 1):
        super(Model, self).__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.log_softmax(x, dim=self.dim)


batch_size = 4096
dim = 393216


def get_inputs():
    x = torch.rand(batch_size, dim)
    return [x]


def get_init_inputs():
    return []
