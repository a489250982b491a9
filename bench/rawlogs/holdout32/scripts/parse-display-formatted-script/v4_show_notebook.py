# cause: parse-display-formatted-script
# expect: No result exists in IRBuilder yet
# capture: notebook
# %%
import io, contextlib
import numpy as np
import tvm
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        s = R.const(np.array([0.5, 1.0, 1.5, 2.0], dtype="float32"))
        y = R.multiply(x, s)
        return y

# %%
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    Model.show(black_format=False)
text = buf.getvalue()
print(text)

# %%
again = tvm.script.from_source(text)
tvm.ir.assert_structural_equal(Model, again)
