# cause: pipeline_calltir_rewrite_before_legalize
# expect: R\.call_tir\(
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((2, 4, 16, 16), "float32")):
        with R.dataflow():
            p = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            q = R.mean(p, axis=[2, 3])
            R.output(q)
        return q


# stage 1: "memory" passes, stage 2: "op" passes (team convention)
memory_stage = tvm.transform.Sequential([
    relax.transform.ToNonDataflow(),
    relax.transform.RemovePurityChecking(),
    relax.transform.CallTIRRewrite(),
    relax.transform.StaticPlanBlockMemory(),
], name="memory_stage")
op_stage = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.LowerAllocTensor(),
    relax.transform.LowerRuntimeBuiltin(),
    relax.transform.VMShapeLower(),
    relax.transform.AttachGlobalSymbol(),
], name="op_stage")


def test_pool_mean():
    ex = tvm.compile(Pool, "llvm", relax_pipeline=tvm.transform.Sequential([memory_stage, op_stage]))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(2, 4, 16, 16).astype("float32")
    vm["main"](tvm.runtime.tensor(x))
