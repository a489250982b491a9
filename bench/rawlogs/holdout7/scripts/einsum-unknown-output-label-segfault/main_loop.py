# cause: einsum-unknown-output-label-segfault
# expect: Segfault encountered
# capture: combined
import tvm
from tvm import relax

SUBSCRIPTS = ["ij->ji", "ij->i", "ij->k"]


def trial(sub):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 3), "float16"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.einsum([x], sub)))
    return bb.get()


def main():
    for s in SUBSCRIPTS:
        print("trying", s, flush=True)
        trial(s)


if __name__ == "__main__":
    main()
