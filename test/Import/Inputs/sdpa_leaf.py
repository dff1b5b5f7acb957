# F.scaled_dot_product_attention as one traced call (as torch >= 2.0 traces
# it): a stand-in of the same name wrapped as an fx leaf, so that the
# importer's own lowering of the op (with is_causal) runs under any torch.
import math

import torch
import torch.fx
import torch.nn as nn


def scaled_dot_product_attention(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False):
    s = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(q.size(-1))
    if is_causal:
        keep = torch.ones(q.size(-2), k.size(-2), dtype=torch.bool).tril()
        s = s.masked_fill(~keep, float("-inf"))
    return torch.matmul(torch.softmax(s, dim=-1), v)


torch.fx.wrap("scaled_dot_product_attention")


class Model(nn.Module):
    def forward(self, q, k, v):
        return (scaled_dot_product_attention(q, k, v),
                scaled_dot_product_attention(q, k, v, is_causal=True))


def get_inputs():
    return [torch.rand(2, 3, 8, 16), torch.rand(2, 3, 6, 16), torch.rand(2, 3, 6, 16)]


def get_init_inputs():
    return []
