# cause: external_codegen_not_registered
# expect: relax.ext.tensorrt
# capture: notebook
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Seg:
    @R.function
    def main(x: R.Tensor((1, 4, 8, 8), "float32")):
        with R.dataflow():
            s = R.sigmoid(x)
            m = R.multiply(x, s)
            R.output(m)
        return m

# %%
silu = is_op("relax.multiply")(wildcard(), is_op("relax.sigmoid")(wildcard()))
mod = relax.transform.FuseOpsByPattern([("tensorrt.silu", silu)])(Seg)
mod = relax.transform.MergeCompositeFunctions()(mod)
mod.show()

# %%
mod = relax.transform.RunCodegen()(mod)
