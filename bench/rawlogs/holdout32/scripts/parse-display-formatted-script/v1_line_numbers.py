# cause: parse-display-formatted-script
# expect: IndentationError: unexpected indent
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")) -> R.Tensor((3, 3), "float32"):
        y = R.matmul(x, x)
        z = R.add(y, x)
        return z


# write a numbered listing for the design review, and keep it as the archived source
listing = Model.script(print_line_numbers=True)
with open("model_listing.txt", "w") as f:
    f.write(listing)
with open("model_listing.txt") as f:
    restored = tvm.script.from_source(f.read())
tvm.ir.assert_structural_equal(Model, restored)
