# Less common forms: rounding division, remainder, atan2, rounding ops,
# sign, softsign/tanhshrink/logsigmoid/threshold/celu, Huber loss, baddbmm,
# nn.Bilinear, adaptive max pooling, a
# masked_fill with -inf before softmax (causal attention), size arithmetic.
import torch
import torch.nn as nn
import torch.nn.functional as F

b = 2
t = 5
d = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.bil = nn.Bilinear(d, d, 3)
        self.thr = nn.Threshold(0.3, -1.0)
        self.register_buffer("bias", torch.tril(torch.ones(t, t)).view(1, 1, t, t))

    def forward(self, x, y, q):
        e1 = torch.div(x * 7, y + 0.5, rounding_mode="floor") + torch.div(x * 7 - 3, y + 0.5, rounding_mode="trunc")
        e2 = torch.remainder(x * 5, 0.7) + torch.atan2(x - 0.5, y + 0.1) + torch.round(x * 4) + torch.floor(x * 3)
        e3 = torch.ceil(y * 3) + torch.sign(x - 0.5) + F.softsign(x) + F.tanhshrink(y) + F.logsigmoid(x)
        e4 = self.thr(x) + F.celu(x - 0.5, alpha=0.7) + F.huber_loss(x, y, delta=0.3, reduction="none")
        bb = torch.baddbmm(q, q, q.transpose(1, 2), beta=0.5, alpha=2.0)
        s = (q @ q.transpose(-2, -1)) * (1.0 / q.size(-1) ** 0.5)
        s = s.view(b, 1, t, t).masked_fill(self.bias[:, :, :t, :t] == 0, float("-inf"))
        causal = F.softmax(s, dim=-1).view(b, t, t) @ q
        bil = self.bil(x, y)
        amp = F.adaptive_max_pool2d(q.unsqueeze(1), (1, 5))
        return e1 + e2 + e3 + e4, bb, causal, bil, amp


def get_inputs():
    return [torch.rand(t, d), torch.rand(t, d), torch.rand(b, t, t)]


def get_init_inputs():
    return []
