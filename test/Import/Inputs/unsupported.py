# An op the importer does not translate: it must stop with the op's name
# and this file's line.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.relu(x)
        return torch.sort(y, dim=1)[0]


def get_inputs():
    return [torch.rand(4, 8)]


def get_init_inputs():
    return []
