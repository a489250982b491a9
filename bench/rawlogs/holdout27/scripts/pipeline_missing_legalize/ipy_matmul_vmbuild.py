# cause: pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class MM:
    @R.function
    def main(a: R.Tensor((64, 32), "float32"), b: R.Tensor((32, 16), "float32")):
        c = R.matmul(a, b)
        d = R.exp(c)
        return d


# skip the "heavy" default pipeline, we only need the VM plumbing for a smoke test
plumbing = tvm.transform.Sequential([
    relax.transform.CallTIRRewrite(),
    relax.transform.LowerAllocTensor(),
    relax.transform.LowerRuntimeBuiltin(),
    relax.transform.VMShapeLower(),
])
ex = tvm.compile(MM, target="llvm", relax_pipeline=plumbing)
