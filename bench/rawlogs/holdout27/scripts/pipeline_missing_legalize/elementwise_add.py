# cause: pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Add:
    @R.function
    def main(x: R.Tensor((1024,), "float32"), y: R.Tensor((1024,), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


my_pipeline = tvm.transform.Sequential([
    relax.transform.ToNonDataflow(),
    relax.transform.RemovePurityChecking(),
    relax.transform.CallTIRRewrite(),
    relax.transform.StaticPlanBlockMemory(),
    relax.transform.LowerAllocTensor(),
    relax.transform.LowerRuntimeBuiltin(),
    relax.transform.VMShapeLower(),
    relax.transform.AttachGlobalSymbol(),
])
ex = tvm.compile(Add, target="llvm", relax_pipeline=my_pipeline)
