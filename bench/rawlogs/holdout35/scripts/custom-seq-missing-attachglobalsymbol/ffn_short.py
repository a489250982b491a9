# cause: custom-seq-missing-attachglobalsymbol
# expect: This pass must be called after MakePackedAPI
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class FFN:
    @R.function
    def main(x: R.Tensor((3, 24), "float32"), w_up: R.Tensor((48, 24), "float32"), w_down: R.Tensor((24, 48), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            up = R.matmul(x, R.permute_dims(w_up))
            act = R.nn.gelu(up)
            down = R.matmul(act, R.permute_dims(w_down))
            res = R.add(down, x)
            R.output(res)
        return res

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")


def test_ffn_short():
    build_seq = tvm.transform.Sequential([
        relax.transform.FoldConstant(),
        relax.transform.EliminateCommonSubexpr(),
        relax.transform.LegalizeOps(),
        relax.transform.RewriteDataflowReshape(),
        relax.transform.ToNonDataflow(),
        relax.transform.RemovePurityChecking(),
        relax.transform.CallTIRRewrite(),
        relax.transform.StaticPlanBlockMemory(),
        relax.transform.LowerAllocTensor(),
        relax.transform.KillAfterLastUse(),
        relax.transform.LowerRuntimeBuiltin(),
        relax.transform.ComputePrimValue(),
        relax.transform.VMShapeLower(),
    ])
    ex = tvm.compile(FFN, target="llvm", relax_pipeline=build_seq)
    x, w_up, w_down = rand(3, 24), rand(48, 24), rand(24, 48)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(a) for a in (x, w_up, w_down)]).numpy()
    assert out.shape == (3, 24)
