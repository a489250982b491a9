# cause: pipeline_missing_legalize
# expect: Offending call:\s*\n.*R\.nn\.conv2d
# capture: combined
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), "float32"), w: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, padding=1)
            r = R.nn.relu(c)
            R.output(r)
        return r


@tvm.transform.module_pass(opt_level=0, name="FoldReluIntoConv")
def fold_relu(mod, ctx):
    # our fused kernel handles relu itself; drop it
    conv = is_op("relax.nn.conv2d")(wildcard(), wildcard())
    pat = is_op("relax.nn.relu")(conv)
    mod["main"] = relax.dpl.rewrite_call(pat, lambda e, m: m[conv], mod["main"])
    return mod


lowering = tvm.transform.Sequential([
    fold_relu,
    relax.transform.ToNonDataflow(),
    relax.transform.RemovePurityChecking(),
    relax.transform.CallTIRRewrite(),
    relax.transform.StaticPlanBlockMemory(),
    relax.transform.LowerAllocTensor(),
    relax.transform.LowerRuntimeBuiltin(),
    relax.transform.VMShapeLower(),
    relax.transform.AttachGlobalSymbol(),
], name="custom_lowering")
mod = lowering(Net)
print(mod)
ex = relax.build(mod, target="llvm", relax_pipeline=None)
