# cause: tensorize_noncompact_region_miscompile
# expect: Not equal to tolerance
# capture: pytest-short
# a hand-written 4x4 fp32 tile-add microkernel (one 16-lane vector per tile) registered as a TensorIntrin
import numpy as np
import tvm
from tvm import s_tir
from tvm.s_tir import TensorIntrin
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def tile_add_desc(a: T.handle, b: T.handle, c: T.handle):
    A = T.match_buffer(a, (4, 4), "float32", offset_factor=1)
    B = T.match_buffer(b, (4, 4), "float32", offset_factor=1)
    C = T.match_buffer(c, (4, 4), "float32", offset_factor=1)
    with T.sblock("root"):
        T.reads(A[0:4, 0:4], B[0:4, 0:4])
        T.writes(C[0:4, 0:4])
        for i, j in T.grid(4, 4):
            with T.sblock("add"):
                vi, vj = T.axis.remap("SS", [i, j])
                C[vi, vj] = A[vi, vj] + B[vi, vj]


@T.prim_func(s_tir=True)
def tile_add_impl(a: T.handle, b: T.handle, c: T.handle):
    A = T.match_buffer(a, (4, 4), "float32", offset_factor=1)
    B = T.match_buffer(b, (4, 4), "float32", offset_factor=1)
    C = T.match_buffer(c, (4, 4), "float32", offset_factor=1)
    with T.sblock("root"):
        T.reads(A[0:4, 0:4], B[0:4, 0:4])
        T.writes(C[0:4, 0:4])
        C.vstore([0, 0], A.vload([0, 0], "float32x16") + B.vload([0, 0], "float32x16"))


TensorIntrin.register("tile_add_4x4_f32", tile_add_desc, tile_add_impl)


@T.prim_func(s_tir=True)
def add2d(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64, 64), "float32"), C: T.Buffer((64, 64), "float32")):
    for i, j in T.grid(64, 64):
        with T.sblock("C"):
            vi, vj = T.axis.remap("SS", [i, j])
            C[vi, vj] = A[vi, vj] + B[vi, vj]


def test_tiled_add_with_intrin():
    sch = s_tir.Schedule(add2d)
    i, j = sch.get_loops("C")
    io, ii = sch.split(i, [None, 4])
    jo, ji = sch.split(j, [None, 4])
    sch.reorder(io, jo, ii, ji)
    sch.parallel(io)
    sch.tensorize(ii, "tile_add_4x4_f32")
    f = tvm.compile(sch.mod, target="llvm")
    a = np.random.rand(64, 64).astype("float32")
    b = np.random.rand(64, 64).astype("float32")
    out = tvm.runtime.tensor(np.zeros((64, 64), "float32"))
    f(tvm.runtime.tensor(a), tvm.runtime.tensor(b), out)
    np.testing.assert_allclose(out.numpy(), a + b, rtol=1e-6)
