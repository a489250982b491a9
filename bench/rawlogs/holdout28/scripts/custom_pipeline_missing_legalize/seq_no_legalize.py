# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# hand-rolled pipeline to keep the graph readable while debugging fusion
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor(("n", 16), "float32"), w: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.silu(y)
            R.output(z)
        return z


pipeline = tvm.transform.Sequential([
    relax.transform.DecomposeOpsForInference(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FoldConstant(),
    relax.transform.FuseOps(),
    relax.transform.FuseTIR(),
    relax.transform.DeadCodeElimination(),
])
ex = tvm.compile(Net, target="llvm", relax_pipeline=pipeline)
