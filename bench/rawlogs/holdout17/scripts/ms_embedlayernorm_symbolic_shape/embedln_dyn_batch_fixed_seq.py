# cause: ms_embedlayernorm_symbolic_shape
# expect: 'Var' object has no attribute 'value'
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_embedln_dyn_batch_fixed_seq():
    def ms_model(nodes, inputs, outputs, inits):
        g = helper.make_graph(nodes, "bert_layer", inputs, outputs, initializer=inits)
        return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])

    inits = [numpy_helper.from_array(np.random.rand(50, 4).astype("float32"), "word"),
             numpy_helper.from_array(np.random.rand(8, 4).astype("float32"), "pos"),
             numpy_helper.from_array(np.ones(4, "float32"), "g"),
             numpy_helper.from_array(np.zeros(4, "float32"), "b")]
    node = helper.make_node("EmbedLayerNormalization", ["tok", "", "word", "pos", "", "g", "b"], ["o", "m"],
                            domain="com.microsoft")
    model = ms_model([node], [helper.make_tensor_value_info("tok", TensorProto.INT32, ["batch_size", 8])],
                     [helper.make_tensor_value_info("o", TensorProto.FLOAT, None),
                      helper.make_tensor_value_info("m", TensorProto.INT32, None)], inits)
    mod = from_onnx(model, shape_dict=None)
    mod.show()
