# nn.MultiheadAttention (after the catalog's VisionAttention row, written
# for this project): self-attention batch_first with the head-averaged
# weights, and a sequence-first cross attention.
import torch
import torch.nn as nn

batch_size = 2
seq = 5
embed = 8
heads = 2


class Model(nn.Module):
    def __init__(self, embed, heads):
        super().__init__()
        self.attn = nn.MultiheadAttention(embed, heads, batch_first=True)
        self.cross = nn.MultiheadAttention(embed, heads)
        self.norm = nn.LayerNorm(embed)

    def forward(self, x, mem):
        y, w = self.attn(x, x, x)
        y = self.norm(y + x)
        z, _ = self.cross(y.transpose(0, 1), mem, mem)
        return y, w, z


def get_inputs():
    return [torch.rand(batch_size, seq, embed), torch.rand(seq + 2, batch_size, embed)]


def get_init_inputs():
    return [embed, heads]
