# cause: printer-stringtype-in-tuple
# expect: StringType
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((3,), "float32")):
        meta = (R.str("fp32"), R.str("cpu"))
        y = R.exp(x)
        return (y, meta)

# %%
with open("snapshot.py", "w") as f:
    f.write(Model.script())

# %%
restored = tvm.script.from_source(open("snapshot.py").read())
tvm.ir.assert_structural_equal(Model, restored)
