# Written for htam from catalog.tsv row 3/49; not KernelBench's source.
# The chunked Mamba-2 SSD scan (the minimal "ssd_minimal_discrete" form): A,
# B, C are parameters of the input's batch and length; the sequence is cut
# into blocks of block_len; diagonal-block outputs through the segment sums
# exp(segsum(A)), the per-chunk states, the inter-chunk recurrence, the
# returns the final state
# new_states[:, -1] (the state-to-output term is not computed). The einops rearranges of the original are
# written as the reshape / permute they perform (einops is not a dependency).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, batch_size, seq_length, n_heads, d_head, d_state, block_len=64):
        super().__init__()
        assert seq_length % block_len == 0
        self.batch_size = batch_size
        self.seq_length = seq_length
        self.n_heads = n_heads
        self.d_head = d_head
        self.d_state = d_state
        self.block_len = block_len
        self.A = nn.Parameter(torch.randn(batch_size, seq_length, n_heads))
        self.B = nn.Parameter(torch.randn(batch_size, seq_length, n_heads, d_state))
        self.C = nn.Parameter(torch.randn(batch_size, seq_length, n_heads, d_state))

    def segsum(self, x):
        """Segment sums: out[..., i, j] = sum(x[..., j+1 .. i]) for j <= i, -inf above the diagonal."""
        T = x.size(-1)
        x_cumsum = torch.cumsum(x, dim=-1)
        x_segsum = x_cumsum[..., :, None] - x_cumsum[..., None, :]
        mask = torch.tril(torch.ones(T, T, device=x.device, dtype=bool), diagonal=0)
        x_segsum = x_segsum.masked_fill(~mask, -torch.inf)
        return x_segsum

    def forward(self, X, initial_states=None):
        b, c, l, h = self.batch_size, self.seq_length // self.block_len, self.block_len, self.n_heads
        # b (c l) ... -> b c l ...
        X_blocks = X.reshape(b, c, l, h, self.d_head)
        A_blocks = self.A.reshape(b, c, l, h)
        B_blocks = self.B.reshape(b, c, l, h, self.d_state)
        C_blocks = self.C.reshape(b, c, l, h, self.d_state)
        A_blocks = A_blocks.permute(0, 3, 1, 2)  # b c l h -> b h c l
        A_cumsum = torch.cumsum(A_blocks, dim=-1)
        # 1. diagonal block outputs
        L = torch.exp(self.segsum(A_blocks))
        Y_diag = torch.einsum("bclhn,bcshn,bhcls,bcshp->bclhp", C_blocks, B_blocks, L, X_blocks)
        # 2. intra-chunk states
        decay_states = torch.exp(A_cumsum[:, :, :, -1:] - A_cumsum)
        states = torch.einsum("bclhn,bhcl,bclhp->bchpn", B_blocks, decay_states, X_blocks)
        # 3. inter-chunk recurrence
        if initial_states is None:
            initial_states = torch.zeros_like(states[:, :1])
        states = torch.cat([initial_states, states], dim=1)
        decay_chunk = torch.exp(self.segsum(F.pad(A_cumsum[:, :, :, -1], (1, 0))))
        new_states = torch.einsum("bhzc,bchpn->bzhpn", decay_chunk, states)
        return new_states[:, -1]


batch_size = 2048
seq_length = 128
n_heads = 8
d_head = 64
d_state = 16
block_len = 64


def get_inputs():
    return [torch.rand(batch_size, seq_length, n_heads, d_head)]


def get_init_inputs():
    return [batch_size, seq_length, n_heads, d_head, d_state, block_len]
