# htam-import --emit-torch test: an i64 result, which a plan cannot hold.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.argmax(x, dim=1)


def get_inputs():
    return [torch.rand(4, 8)]


def get_init_inputs():
    return []
