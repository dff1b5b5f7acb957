"""A small builder of linalg-on-tensors text in the forms htam accepts (those
of bench/kernelbench/gen_suite.py): tensor.empty + linalg.fill accumulators,
linalg.generic with projected maps, named matmul/conv/pooling ops, padding as
a fill plus a copy generic with an offset output map, reshapes as
tensor.collapse_shape / tensor.expand_shape."""
import re
import struct
from math import prod

NEG_INF = "0xFF800000"
POS_INF = "0x7F800000"
LARGE_REDUCTION = 65536  # longer f32 sums are staged (as gen_suite.py does)

FLOAT_TYPES = ("f32", "f64", "f16", "bf16")


class ImportError_(Exception):
    """An op or form the importer cannot translate (reported with its line)."""


class V:
    """One SSA tensor value: its name, static shape and element type."""

    def __init__(self, name, shape, dtype="f32"):
        self.name, self.shape, self.dtype = name, tuple(int(d) for d in shape), dtype

    @property
    def type(self):
        return tensor_type(self.shape, self.dtype)

    def __repr__(self):
        return f"V({self.name}, {self.shape}, {self.dtype})"


def tensor_type(shape, dtype="f32"):
    if not shape:
        return f"tensor<{dtype}>"
    return "tensor<" + "x".join(str(d) for d in shape) + f"x{dtype}>"


def amap(n, res):
    dims = ", ".join(f"d{i}" for i in range(n))
    return f"affine_map<({dims}) -> ({', '.join(res)})>"


def ident(n):
    return [f"d{i}" for i in range(n)]


def float_literal(v, dtype="f32"):
    """An exact MLIR literal of a Python number as dtype."""
    if isinstance(v, str) and v.startswith("0x"):
        return v
    if dtype in ("i1",):
        return "true" if v else "false"
    if dtype.startswith("i") or dtype == "index":
        return str(int(v))
    v = float(v)
    if v != v or v in (float("inf"), float("-inf")):
        return "0x" + struct.pack(">f", v).hex().upper()
    if dtype == "f32":
        text = _shortest_f32(v)
    else:
        text = repr(v)
    if "e" in text and "." not in text.split("e")[0]:
        text = text.replace("e", ".0e", 1)
    return text


def _shortest_f32(v):
    """The shortest decimal that rounds to the same f32 as v."""
    f32 = struct.unpack("f", struct.pack("f", v))[0]
    for digits in range(1, 10):
        text = f"{f32:.{digits}g}"
        if struct.unpack("f", struct.pack("f", float(text)))[0] == f32:
            return text if any(c in text for c in ".en") else text + ".0"
    return repr(f32)


class Body:
    """The region of one linalg.generic: op(...) appends a line and returns
    the fresh SSA name of its result."""

    def __init__(self, fn):
        self.fn, self.lines = fn, []

    def op(self, text, ty="f32"):
        v = self.fn.fresh("b")
        self.lines.append(f"{v} = {text} : {ty}")
        return v

    def raw(self, line):
        self.lines.append(line)

    def cst(self, value, dtype="f32"):
        return self.fn.cst(value, dtype)

    def index(self, dim):
        v = self.fn.fresh("i")
        self.lines.append(f"{v} = linalg.index {dim} : index")
        return v


class Func:
    """One func.func under construction."""

    def __init__(self, name):
        self.name = name
        self.args = []  # (V, attrs text)
        self.lines = []
        self.consts = {}
        self.const_lines = []
        self.n = 0
        self.has_dense = False

    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, line):
        self.lines.append("  " + line)

    def arg(self, name, shape, dtype="f32", attrs=""):
        v = V("%" + name, shape, dtype)
        self.args.append((v, attrs))
        return v

    def cst(self, value, dtype="f32"):
        lit = float_literal(value, dtype)
        key = (lit, dtype)
        if key not in self.consts:
            name = f"%c{len(self.consts)}"
            self.consts[key] = name
            ty = "" if dtype == "i1" else f" : {dtype}"  # true/false carry their type
            self.const_lines.append(f"  {name} = arith.constant {lit}{ty}")
        return self.consts[key]

    def dense(self, array, shape, dtype="f32"):
        """A dense constant from a numpy array (exact)."""
        self.has_dense = True
        v = self.fresh("w")
        self.emit(f"{v} = arith.constant {dense_literal(array, dtype)} : {tensor_type(shape, dtype)}")
        return V(v, shape, dtype)

    # ------------------------------------------------------------ basic ops
    def empty(self, shape, dtype="f32"):
        v = self.fresh("e")
        self.emit(f"{v} = tensor.empty() : {tensor_type(shape, dtype)}")
        return V(v, shape, dtype)

    def fill(self, shape, value, dtype="f32"):
        e = self.empty(shape, dtype)
        c = self.cst(value, dtype)
        v = self.fresh("f")
        self.emit(f"{v} = linalg.fill ins({c} : {dtype}) outs({e.name} : {e.type}) -> {e.type}")
        return V(v, shape, dtype)

    def generic(self, ins, out_shape, iters, body_fn, out_dtype="f32", init=None, out_exprs=None,
                n_loops=None, extra_outs=()):
        """ins: [(V, [affine exprs over d0..])]; body_fn(Body, in_args, out_args)
        returns the yielded value name(s). out_exprs: the output map (default
        the identity over the first len(out_shape) loops). extra_outs: further
        (init V, exprs) outputs of a multi-result generic."""
        n = n_loops if n_loops is not None else len(iters)
        if init is None:
            init = self.empty(out_shape, out_dtype)
        outs = [(init, out_exprs if out_exprs is not None else ident(len(out_shape)))] + list(extra_outs)
        maps = ", ".join(amap(n, e) for _, e in list(ins) + outs)
        its = ", ".join(f'"{i}"' for i in iters)
        body = Body(self)
        in_args = [self.fresh("a") for _ in ins]
        out_args = [self.fresh("o") for _ in outs]
        res = body_fn(body, in_args, out_args)
        if isinstance(res, str):
            res = [res]
        v = self.fresh("g")
        head = f"{v}:{len(outs)}" if len(outs) > 1 else v
        self.emit(f"{head} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{its}]}}")
        ins_s = ", ".join(x.name for x, _ in ins)
        ins_t = ", ".join(x.type for x, _ in ins)
        outs_s = ", ".join(o.name for o, _ in outs)
        outs_t = ", ".join(o.type for o, _ in outs)
        ins_part = f"ins({ins_s} : {ins_t}) " if ins else ""
        self.emit(f"    {ins_part}outs({outs_s} : {outs_t}) {{")
        blk = ", ".join(f"{a}: {x.dtype}" for a, (x, _) in zip(in_args + out_args, list(ins) + outs))
        self.emit(f"^bb0({blk}):")
        for line in body.lines:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {', '.join(res)} : {', '.join(o.dtype for o, _ in outs)}")
        self.emit(f"}} -> {outs_t}" if len(outs) == 1 else f"}} -> ({outs_t})")
        if len(outs) > 1:
            return [V(f"{v}#{i}", o.shape, o.dtype) for i, (o, _) in enumerate(outs)]
        return V(v, init.shape, init.dtype)

    # ----------------------------------------------------------- reshapes
    def reshape(self, x, shape):
        shape = tuple(int(d) for d in shape)
        if shape == x.shape:
            return x
        r = self._reshape(x, shape)
        # remember the value without its size-1 dims: a broadcast of r reads it directly
        base = getattr(x, "squeezed", x)
        if tuple(d for d in shape if d != 1) == tuple(d for d in base.shape if d != 1) and \
                all(d != 1 for d in base.shape):
            r.squeezed = base
        return r

    def _reshape(self, x, shape):
        if prod(shape) != prod(x.shape):
            raise ImportError_(f"reshape of {x.shape} to {shape}: sizes differ")
        if len(shape) < len(x.shape):
            groups = reassociation(x.shape, shape)
            if groups is not None:
                return self._collapse(x, groups, shape)
        elif len(shape) > len(x.shape):
            groups = reassociation(shape, x.shape)
            if groups is not None:
                return self._expand(x, groups, shape)
        segs = segments(x.shape, shape)
        if segs is not None and x.shape and shape:
            # collapse each segment of x to one dim, then expand it to shape's dims
            src_groups, dst_groups = segs
            mid = tuple(prod(x.shape[d] for d in g) for g in src_groups)
            y = x if mid == x.shape else self._collapse(x, src_groups, mid)
            return y if mid == shape else self._expand(y, dst_groups, shape)
        flat = self._collapse(x, [list(range(len(x.shape)))] if x.shape else [], (prod(x.shape),)) \
            if len(x.shape) != 1 else x
        if len(shape) == 1:
            return flat
        return self._expand(flat, [list(range(len(shape)))] if shape else [], shape)

    def _collapse(self, x, groups, shape):
        v = self.fresh("r")
        self.emit(f"{v} = tensor.collapse_shape {x.name} {fmt_groups(groups)} : {x.type} into {tensor_type(shape, x.dtype)}")
        return V(v, shape, x.dtype)

    def _expand(self, x, groups, shape):
        if not x.shape:  # rank 0 -> all-ones shape
            groups = []
        v = self.fresh("r")
        self.emit(f"{v} = tensor.expand_shape {x.name} {fmt_groups(groups)} output_shape "
                  f"[{', '.join(map(str, shape))}] : {x.type} into {tensor_type(shape, x.dtype)}")
        return V(v, shape, x.dtype)

    def drop_unit_dims(self, x, dims):
        """x without the size-1 dims in dims (a collapse_shape); returns the
        new value and the kept dims."""
        keep = [d for d in range(len(x.shape)) if d not in dims]
        if not dims:
            return x, keep
        shape = tuple(x.shape[d] for d in keep)
        sq = getattr(x, "squeezed", None)
        if sq is not None and sq.shape == shape:
            return sq, keep
        if not keep:
            return self._collapse(x, [], ()), keep
        groups = [[k] for k in keep]
        for d in sorted(dims):
            after = [i for i, k in enumerate(keep) if k > d]
            gi = after[0] if after else len(keep) - 1
            groups[gi].append(d)
        groups = [sorted(g) for g in groups]
        return self._collapse(x, groups, shape), keep

    # ------------------------------------------------------- result text
    def text(self, results, comment=()):
        out = ["// " + c for c in comment]
        sig = ",\n    ".join(f"{v.name}: {v.type}" + (f" {a}" if a else "") for v, a in self.args)
        res = ", ".join(r.type for r in results)
        out.append(f"func.func @{self.name}(\n    {sig}) -> ({res}) {{")
        live_ops = live(self.lines, results)
        used = set(re.findall(r"%[A-Za-z_][\w]*", "\n".join(l for op in live_ops for l in op)))
        out.extend(l for l in self.const_lines if l.split()[0] in used)
        out.extend(l for op in live_ops for l in op)
        out.append(f"  return {', '.join(r.name for r in results)} : {res}")
        out.append("}")
        return "\n".join(out) + "\n"


def dense_literal(array, dtype):
    """dense<...> of a numpy array: the raw little-endian bytes in hex
    (compact, exact), nested true/false for i1 (whose raw form is bit-packed)."""
    if dtype == "i1":
        return "dense<" + repr(array.astype(bool).tolist()).replace("True", "true").replace("False", "false") + ">"
    return f'dense<"0x{array.tobytes().hex().upper()}">'


def live(lines, results):
    """The ops (groups of lines) that the results depend on: imports emit
    some values that later ops read another way (a transpose folded into a
    matmul's map, a keepdim reshape read without its unit dims)."""
    ops = []
    for line in lines:
        if re.match(r"^  %[\w]+(:\d+)? = ", line) or not ops:
            ops.append([line])
        else:
            ops[-1].append(line)
    need = {r.name.split("#")[0] for r in results}
    kept = []
    for op in reversed(ops):
        m = re.match(r"^  (%[\w]+)", op[0])
        if m and m.group(1) not in need:
            continue
        kept.append(op)
        need.update(u.split("#")[0] for u in re.findall(r"%[\w]+(?:#\d+)?", "\n".join(op)))
    return kept[::-1]


def fmt_groups(groups):
    return "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"


def segments(a, b):
    """The finest split of a's and b's dims into consecutive groups of equal
    products (size-1 dims join a neighbour), or None."""
    ga, gb, i, j = [], [], 0, 0
    while i < len(a) or j < len(b):
        sa, sb = [], []
        pa = pb = 1
        if i < len(a):
            sa.append(i)
            pa *= a[i]
            i += 1
        if j < len(b):
            sb.append(j)
            pb *= b[j]
            j += 1
        while pa != pb:
            if pa < pb and i < len(a):
                pa *= a[i]
                sa.append(i)
                i += 1
            elif pb < pa and j < len(b):
                pb *= b[j]
                sb.append(j)
                j += 1
            else:
                return None
        if not sa or not sb:
            if not ga:
                return None
            ga[-1] += sa
            gb[-1] += sb
            continue
        ga.append(sa)
        gb.append(sb)
    return ga, gb


def reassociation(big, small):
    """Groups of big's dims whose products are small's dims, in order, or
    None (size-1 dims join the group before them, or the next one)."""
    groups, i = [], 0
    for s in small:
        g, p = [], 1
        while i < len(big) and (not g or p < s):
            p *= big[i]
            g.append(i)
            i += 1
        if p != s:
            return None
        groups.append(g)
    while i < len(big):  # trailing ones
        if big[i] != 1 or not groups:
            return None
        groups[-1].append(i)
        i += 1
    return groups
