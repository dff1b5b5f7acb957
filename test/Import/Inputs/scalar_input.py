# A Python scalar among forward()'s arguments, before a tensor: folded as a
# constant, the tensors keep their order.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, s: float, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return x * s - y


def get_inputs():
    return [2.5, torch.rand(4, 8), torch.rand(4, 8)]


def get_init_inputs():
    return []
