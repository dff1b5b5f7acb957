# Written for htam's tests: copy_ into a view writes part of a tensor (not modelled).
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x, y):
        x[:, 0].copy_(y)
        return x


def get_inputs():
    return [torch.rand(3, 4), torch.rand(3)]


def get_init_inputs():
    return []
