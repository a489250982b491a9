# cause: pipeline_calltir_rewrite_before_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


T = relax.transform
pipeline = tvm.transform.Sequential([
    T.ToNonDataflow(),
    T.RemovePurityChecking(),
    T.CallTIRRewrite(),
    T.LegalizeOps(),
    T.StaticPlanBlockMemory(),
    T.LowerAllocTensor(),
    T.LowerRuntimeBuiltin(),
    T.VMShapeLower(),
    T.AttachGlobalSymbol(),
])
ex = tvm.compile(Model, "llvm", relax_pipeline=pipeline)
