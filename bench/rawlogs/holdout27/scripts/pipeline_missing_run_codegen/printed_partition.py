# cause: pipeline_missing_run_codegen
# expect: make sure  to run it after LambdaLift
# capture: combined
# post: truncate=0.7
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(a: R.Tensor((32, 32), "float16"), b: R.Tensor((32, 32), "float16"), c: R.Tensor((32,), "float16")):
        with R.dataflow():
            d = R.matmul(a, b)
            e = R.add(d, c)
            R.output(e)
        return e


pat = is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())
part = relax.transform.FuseOpsByPattern([("ext.gemm_bias", pat)], annotate_codegen=True)(Mod)
print(part)
lib = relax.build(part, target="llvm")
