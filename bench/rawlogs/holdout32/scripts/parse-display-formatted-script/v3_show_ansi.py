# cause: parse-display-formatted-script
# expect: invalid non-printable character|SyntaxError
# capture: stderr
import io
import contextlib
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 5), "float32")) -> R.Tensor((2, 5), "float32"):
        y = R.nn.log_softmax(x, axis=-1)
        return y


# grab what show() prints so the text can be stored next to the artifacts
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    Model.show()
text = buf.getvalue()
with open("model_snapshot.py", "w") as f:
    f.write(text)
restored = tvm.script.from_source(open("model_snapshot.py").read())
tvm.ir.assert_structural_equal(Model, restored)
