# F.scaled_dot_product_attention (torch >= 2.0; under torch 1.13 htam-import
# supplies the same math), plain and causal.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v), F.scaled_dot_product_attention(q, k, v, is_causal=True)


def get_inputs():
    return [torch.rand(2, 3, 8, 16), torch.rand(2, 3, 8, 16), torch.rand(2, 3, 8, 16)]


def get_init_inputs():
    return []
