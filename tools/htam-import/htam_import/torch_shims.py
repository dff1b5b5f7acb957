"""Stand-ins for what an older PyTorch lacks, so that one task file imports
under Debian's torch 1.13 (CI) and the GPU machine's torch 2.x alike.

- `F.scaled_dot_product_attention` (torch >= 2.0) when missing: the same
  math written out (softmax(Q K^T * scale) V, optional causal mask), which
  torch.fx traces into matmuls and a softmax.
- shape-only `max_pool3d` on the meta device (torch 1.13 has no meta kernel):
  `--meta` imports of 3-D max pooling.
"""
import contextlib
import math

import torch
import torch.nn.functional as F


def _sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None):
    if attn_mask is not None or dropout_p:
        raise NotImplementedError("scaled_dot_product_attention stand-in (torch < 2.0): no attn_mask, no dropout_p")
    s = scale if scale is not None else 1.0 / math.sqrt(query.size(-1))
    scores = torch.matmul(query, key.transpose(-2, -1)) * s
    if is_causal:
        causal = torch.ones(query.size(-2), key.size(-2), dtype=torch.bool).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
    return torch.matmul(torch.softmax(scores, dim=-1), value)


def install_missing_functions():
    """Called before a task file runs: adds the stand-ins it may call."""
    if not hasattr(F, "scaled_dot_product_attention"):
        F.scaled_dot_product_attention = _sdpa


def _triple(v, default):
    if v is None or (isinstance(v, (list, tuple)) and len(v) == 0):
        v = default
    return list(v) * 3 if isinstance(v, (list, tuple)) and len(v) == 1 else \
        (list(v) if isinstance(v, (list, tuple)) else [v] * 3)


def _pool_out(n, k, s, p, d, ceil):
    span = n + 2 * p - d * (k - 1) - 1
    out = (span + (s - 1 if ceil else 0)) // s + 1
    if ceil and (out - 1) * s >= n + p:  # the last window must start inside the input or left padding
        out -= 1
    return out


def _meta_max_pool3d(real):
    def pool(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
        if not (isinstance(x, torch.Tensor) and x.is_meta):
            return real(x, kernel_size, stride, padding, dilation, ceil_mode)
        k = _triple(kernel_size, kernel_size)
        s, p, d = _triple(stride, k), _triple(padding, 0), _triple(dilation, 1)
        spatial = [_pool_out(n, *a, ceil_mode) for n, a in zip(x.shape[-3:], zip(k, s, p, d))]
        return torch.empty(list(x.shape[:-3]) + spatial, dtype=x.dtype, device="meta")
    return pool


@contextlib.contextmanager
def meta_kernels():
    """Shape-only kernels for meta tensors while the traced graph runs."""
    real = torch.max_pool3d  # F.max_pool3d calls it (return_indices=False)
    try:
        if not _has_meta_kernel():
            torch.max_pool3d = _meta_max_pool3d(real)
        yield
    finally:
        torch.max_pool3d = real


_META_OK = None


def _has_meta_kernel():
    global _META_OK
    if _META_OK is None:
        try:
            torch.max_pool3d(torch.empty(1, 1, 2, 2, 2, device="meta"), 1)
            _META_OK = True
        except Exception:
            _META_OK = False
    return _META_OK
