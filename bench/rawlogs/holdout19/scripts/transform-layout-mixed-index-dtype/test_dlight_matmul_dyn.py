# cause: transform-layout-mixed-index-dtype
# expect: Buffer index 128 has dtype int32, but previous index for the same buffer access used index type int64
# capture: pytest
import tvm
from tvm.s_tir import dlight as dl
from tvm.script import ir as I, tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle, c: T.handle):
        n = T.int64()
        A = T.match_buffer(a, (n, 128), "float16")
        B = T.match_buffer(b, (128, 256), "float16")
        C = T.match_buffer(c, (n, 256), "float16")
        for i, j, k in T.grid(n, 256, 128):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                with T.init():
                    C[vi, vj] = T.float16(0)
                C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]


def test_dlight_matmul_dynamic_m():
    target = tvm.target.Target("cuda")
    with target:
        mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul())(Before)
    assert mod["main"].attrs is not None
