# cause: external_codegen_not_registered
# expect: Codegen is not found: relax.ext.cutlass
# capture: pytest
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gemm:
    @R.function
    def main(a: R.Tensor((128, 64), "float16"), b: R.Tensor((64, 128), "float16")):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c


def test_offload_matmul():
    pats = [("cutlass.matmul", is_op("relax.matmul")(wildcard(), wildcard()))]
    mod = relax.transform.FuseOpsByPattern(pats, annotate_codegen=True)(Gemm)
    mod = relax.transform.RunCodegen({"cutlass": {"sm": 80}})(mod)
    ex = tvm.compile(mod, "llvm")
