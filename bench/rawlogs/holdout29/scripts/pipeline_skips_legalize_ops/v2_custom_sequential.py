# cause: pipeline_skips_legalize_ops
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Block:
    @T.prim_func(s_tir=True)
    def scale(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            with T.sblock("B"):
                vi = T.axis.remap("S", [i])
                B[vi] = A[vi] * T.float32(3)

    @R.function
    def main(x: R.Tensor((16,), "float32")):
        cls = Block
        with R.dataflow():
            y = R.call_tir(cls.scale, (x,), out_ty=R.Tensor((16,), "float32"))
            z = R.add(y, x)
            R.output(z)
        return z


my_pipeline = tvm.transform.Sequential(
    [
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
        relax.transform.DeadCodeElimination(),
    ],
    name="my_pipeline",
)
print("using", my_pipeline)
ex = tvm.compile(Block, target="llvm", relax_pipeline=my_pipeline)
