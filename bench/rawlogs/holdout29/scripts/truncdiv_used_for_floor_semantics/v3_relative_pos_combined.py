# cause: truncdiv_used_for_floor_semantics
# expect: AssertionError: relative position buckets mismatch
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class RelPos:
    @T.prim_func(s_tir=True)
    def rel_bucket(Q: T.Buffer((8,), "int32"), B: T.Buffer((8, 8), "int32")):
        for i, j in T.grid(8, 8):
            with T.sblock("B"):
                vi, vj = T.axis.remap("SS", [i, j])
                # bucket of the relative distance, 2 positions per bucket
                B[vi, vj] = T.truncdiv(Q[vj] - Q[vi], 2)

    @R.function
    def main(q: R.Tensor((8,), "int32")):
        cls = RelPos
        b = R.call_tir(cls.rel_bucket, (q,), out_ty=R.Tensor((8, 8), "int32"))
        return b


ex = tvm.compile(RelPos, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
q = np.arange(8, dtype="int32")
got = vm["main"](tvm.runtime.tensor(q)).numpy()
ref = (q[None, :] - q[:, None]) // 2
print("row 7 got", got[7])
print("row 7 ref", ref[7])
assert np.array_equal(got, ref), "relative position buckets mismatch"
