# cause: user_fp16_tolerance_too_tight
# expect: Not equal to tolerance
# capture: pytest-line
import numpy as np
from onnx import TensorProto, helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_ln_fp16_close_to_fp64_reference():
    node = helper.make_node("LayerNormalization", ["x", "g", "b"], ["y"], axis=-1, epsilon=1e-5)
    graph = helper.make_graph(
        [node], "ln16",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT16, [4, 768]),
         helper.make_tensor_value_info("g", TensorProto.FLOAT16, [768]),
         helper.make_tensor_value_info("b", TensorProto.FLOAT16, [768])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT16, [4, 768])])
    mod = from_onnx(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = (np.random.randn(4, 768) * 3 + 1).astype("float16")
    g = np.random.rand(768).astype("float16")
    b = np.random.randn(768).astype("float16")
    y = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(g), tvm.runtime.tensor(b)).numpy()
    xf = x.astype("float64")
    ref = (xf - xf.mean(-1, keepdims=True)) / np.sqrt(xf.var(-1, keepdims=True) + 1e-5) * g + b
    np.testing.assert_allclose(y.astype("float64"), ref, rtol=1e-5, atol=1e-5)
